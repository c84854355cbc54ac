import { Markdown } from "@/components/markdown/markdown";
import { formatDate } from "@/lib/format";
import { defaultLocale, localePath } from "@/lib/i18n";
import { getI18n } from "@/lib/i18n/server";
import { getLegalDocument } from "@/lib/legal";
import { pagePath } from "@/lib/page-paths";

type Props = {
  id: "privacy" | "terms";
  numbered?: boolean;
  /** A translated edition says that the English text prevails, and links to it. */
  englishPrevails?: boolean;
};

/** A legal page: title, last-updated date, table of contents with anchors, and numbered sections if asked. */
export async function LegalDocument({ id, numbered = false, englishPrevails = false }: Props) {
  const { locale, t } = await getI18n();
  const page = getLegalDocument(id, locale);
  const label = (index: number, title: string) => (numbered ? `${index + 1}. ${title}` : title);
  // The date sits inside the sentence where each language puts it.
  const [beforeDate = "", afterDate = ""] = t("company.legal.updated").split("{date}");
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 md:pt-40">
      <h1 className="text-4xl font-semibold tracking-tight md:text-5xl">{page.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {beforeDate}
        <time dateTime={page.lastUpdated}>{formatDate(locale, page.lastUpdated)}</time>
        {afterDate}
      </p>
      {englishPrevails && locale !== defaultLocale ? (
        <p className="mt-4 rounded-2xl border bg-muted/40 p-4 text-sm leading-relaxed">
          {t("company.legal.translationNotice")}{" "}
          <a
            href={localePath(defaultLocale, pagePath(id))}
            hrefLang="en"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {t("company.legal.englishVersion")}
          </a>
        </p>
      ) : null}
      <div className="mt-6 text-lg muted-copy">
        <Markdown source={page.intro} />
      </div>
      <nav aria-labelledby="toc-title" className="mt-10 card">
        <h2 id="toc-title" className="font-mono text-xs tracking-wider text-primary uppercase">
          {t("company.legal.contents")}
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
            <Markdown source={section.body} />
          </section>
        ))}
      </div>
    </article>
  );
}
