import type { LegalPage } from "@/content/company-schema";
import { formatDate } from "@/lib/dates";

/** A legal page: title, last-updated date, table of contents with anchors, and numbered sections if asked. */
export function LegalDocument({ page, numbered = false }: { page: LegalPage; numbered?: boolean }) {
  const label = (index: number, title: string) => (numbered ? `${index + 1}. ${title}` : title);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 md:pt-40">
      <h1 className="text-4xl font-semibold tracking-tight md:text-5xl">{page.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last updated: <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{page.intro}</p>
      <nav aria-labelledby="toc-title" className="mt-10 rounded-2xl border bg-card p-6">
        <h2 id="toc-title" className="font-mono text-xs tracking-wider text-primary uppercase">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm">
          {page.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                {label(index, section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose mt-12 max-w-none prose-zinc dark:prose-invert prose-headings:scroll-mt-24 prose-headings:tracking-tight">
        {page.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{label(index, section.title)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
