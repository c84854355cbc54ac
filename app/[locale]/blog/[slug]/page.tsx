import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { LeadPicture } from "@/components/media/lead-picture";
import { PersonAvatar } from "@/components/media/person-avatar";
import { BackToTop } from "@/components/blog/back-to-top";
import { Markdown } from "@/components/markdown/markdown";
import { PublicationBadge } from "@/components/markdown/publication-badge";
import { ShareLinks } from "@/components/blog/share-links";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { JsonLd } from "@/components/seo/json-ld";
import { site } from "@/lib/site";
import { formatDate } from "@/lib/format";
import { i18nFor } from "@/lib/i18n/messages";
import { articleJsonLd } from "@/lib/json-ld";
import { defaultPostArt, postArt } from "@/lib/post-art";
import { getPost } from "@/lib/posts";
import { pagePath } from "@/lib/page-paths";
import { pageRoute } from "@/lib/page-route";
import { absoluteUrl } from "@/lib/utils";

const ArrowLeft = spriteIcon("arrow-left");

type Props = { params: Promise<{ slug: string }> };

const route = pageRoute("post");

export const dynamicParams = false;
// An edition exports the articles it has translated (lib/pages.ts); its listings link the rest.
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ArticlePage({ params }: Props) {
  const { locale, id, breadcrumbs } = await route.page(params);
  const { t, href } = i18nFor(locale);
  const post = getPost(id, locale);
  if (!post) notFound();
  const { meta } = post;
  const art = postArt[meta.category] ?? defaultPostArt;
  const url = absoluteUrl(href(meta.path));
  return (
    <article className="pt-28 pb-20 md:pt-36">
      <JsonLd data={[articleJsonLd(locale, meta), breadcrumbs]} />
      <header className="mx-auto max-w-3xl px-4 sm:px-6">
        <Link
          href={href(pagePath("blog"))}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t("blog.back")}
        </Link>
        <p className="mt-6 flex flex-wrap gap-2">
          <PublicationBadge publication={meta.publication} />
          <span className="rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary">
            {meta.categoryName}
          </span>
        </p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance md:text-5xl">
          {meta.title}
        </h1>
        <p className="mt-5 text-lg muted-copy md:text-xl">{meta.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
          <PersonAvatar name={meta.author.name} photo={meta.author.photo} size={44} slot="avatar" />
          <div>
            <p className="font-medium">{meta.author.name}</p>
            <p className="text-muted-foreground">{meta.author.role}</p>
          </div>
          <p className="text-muted-foreground sm:ml-auto">
            <time dateTime={meta.date}>{formatDate(locale, meta.date)}</time> ·{" "}
            {t("blog.readTime", { minutes: meta.estimatedReadTime })}
          </p>
        </div>
      </header>
      <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
        <div className="h-[400px] overflow-hidden rounded-3xl border">
          <LeadPicture
            photo={meta.hero}
            slot="hero"
            photoClassName="h-full"
            artwork={{
              seed: meta.slug,
              gradient: art.gradient,
              motif: art.motif,
              width: 1000,
              height: 400,
              label: t("blog.illustration", { title: meta.title }),
              className: "h-full object-cover",
            }}
          />
        </div>
      </div>
      <div className="mx-auto prose prose-lg mt-12 max-w-3xl px-4 prose-zinc sm:px-6 dark:prose-invert prose-headings:tracking-tight prose-a:text-primary prose-pre:border prose-pre:bg-muted prose-pre:text-foreground">
        <Markdown source={post.body} format="mdx" />
      </div>
      <footer className="mx-auto mt-12 grid max-w-3xl gap-10 px-4 sm:px-6">
        <ul aria-label={t("blog.tags")} className="flex flex-wrap gap-2">
          {meta.tags.map((tag) => (
            <li key={tag} className="rounded-full border px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
        <ShareLinks url={url} title={meta.title} />
        <section aria-labelledby="about-author" className="flex gap-4 card">
          <PersonAvatar
            name={meta.author.name}
            photo={meta.author.photo}
            size={56}
            slot="portrait"
          />
          <div>
            <h2 id="about-author" className="text-lg font-semibold">
              {t("blog.author.title", { gender: meta.author.gender })}
            </h2>
            <p className="mt-1 font-medium">
              {t("blog.author.byline", { author: meta.author.name, role: meta.author.role })}
            </p>
            <p className="mt-2 muted-copy">{t("blog.author.text", { name: site.name })}</p>
          </div>
        </section>
        <section
          aria-labelledby="article-newsletter"
          className="rounded-2xl border bg-muted/40 p-6"
        >
          <h2 id="article-newsletter" className="text-lg font-semibold">
            {t("blog.articleNewsletter.title")}
          </h2>
          <p className="mt-1 mb-4 text-muted-foreground">{t("blog.articleNewsletter.text")}</p>
          <NewsletterForm
            id="article-newsletter-form"
            placeholder={t("blog.articleNewsletter.placeholder")}
          />
        </section>
      </footer>
      <MessagesScope prefixes={["blog.backToTop"]}>
        <BackToTop />
      </MessagesScope>
    </article>
  );
}
