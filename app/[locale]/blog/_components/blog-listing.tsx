import { Link } from "@/components/ui/link";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { BlogSearch } from "@/components/blog/blog-search";
import { PostCard } from "@/components/blog/post-card";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { Pager } from "@/components/paging/pager";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { JsonLd } from "@/components/seo/json-ld";
import { i18nFor } from "@/lib/i18n/messages";
import { blogList, blogTopics, pageSizes } from "@/lib/listings";
import { pagePath } from "@/lib/page-paths";
import type { RoutePage } from "@/lib/page-route";
import { getCategoryName, postListing } from "@/lib/posts";
import { cn } from "@/lib/utils";

const PenLine = spriteIcon("pen-line");

type Props = RoutePage & { number: number; topic?: string };

/** The URL of page `number` of the blog, or of a topic. */
function listPath(number: number, topic?: string): string {
  if (topic)
    return number === 1 ? pagePath("topic", topic) : pagePath("topicPage", `${topic}/${number}`);
  return number === 1 ? pagePath("blog") : pagePath("blogPage", String(number));
}

/**
 * A page of the blog's listing, or of a topic's: the featured article on the first page, a page
 * of cards, the numbered pager and the topic links (plain links: paging and topics work without
 * JavaScript), under the search box that searches them all.
 */
export function BlogListing({ locale, page, breadcrumbs, number, topic }: Props) {
  const i18n = i18nFor(locale);
  const { t, href } = i18n;
  const list = blogList(locale, topic);
  const featured = number === 1 ? list.featured : undefined;
  const topicLink = (id: string | undefined, name: string) => {
    const current = id === topic;
    return (
      <li key={id ?? "all"}>
        <Link
          href={href(listPath(1, id))}
          aria-current={current ? "page" : undefined}
          className={cn(
            "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors hover:bg-accent",
            current && "border-primary bg-primary text-primary-foreground hover:bg-primary",
          )}
        >
          {name}
        </Link>
      </li>
    );
  };
  const card = (post: NonNullable<typeof featured>, wide = false) => (
    <PostCard post={{ ...postListing(post), href: post.href }} i18n={i18n} featured={wide} />
  );
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <PageHero
        titleId="blog-title"
        eyebrow={topic ? t("blog.topics") : t("blog.hero.eyebrow")}
        title={page.title}
        lead={topic ? page.description : t("blog.hero.lead")}
        aside={
          <DialogButton dialog={{ kind: "guest-post" }} variant="outline" size="lg">
            <PenLine aria-hidden="true" /> {t("blog.guestPost")}
          </DialogButton>
        }
      />
      <Section aria-labelledby="blog-articles-title" className="pt-6 md:pt-8">
        {/* The cards' h3s stand under a heading on every page, the later ones without a featured h2. */}
        <h2 id="blog-articles-title" className="sr-only">
          {t("blog.articles")}
        </h2>
        <MessagesScope prefixes={["blog.", "paging."]}>
          <BlogSearch
            topic={topic}
            total={list.cards.total + (list.featured ? 1 : 0)}
            pageSize={pageSizes.posts}
            topics={
              <nav aria-label={t("blog.topics")}>
                <ul className="flex flex-wrap gap-2">
                  {topicLink(undefined, t("blog.allTopics"))}
                  {blogTopics(locale).map((id) => topicLink(id, getCategoryName(id, locale)))}
                </ul>
              </nav>
            }
          >
            {/* Left out of the full-text index: each article is found on its own page. */}
            <div className="grid gap-8" data-pagefind-ignore>
              {featured ? card(featured, true) : null}
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {list.cards.items(number).map((post) => (
                  <li key={post.slug}>{card(post)}</li>
                ))}
              </ul>
              <Pager
                current={number}
                total={list.cards.pages}
                t={t}
                href={(n) => href(listPath(n, topic))}
              />
            </div>
          </BlogSearch>
        </MessagesScope>
      </Section>
      <Section aria-labelledby="blog-newsletter-title" muted>
        <div className="mx-auto grid max-w-3xl gap-6 text-center">
          <h2 id="blog-newsletter-title" className="text-3xl font-semibold tracking-tight">
            {t("blog.newsletter.title")}
          </h2>
          <p className="text-lg text-muted-foreground">{t("blog.newsletter.text")}</p>
          <NewsletterForm id="blog-newsletter" className="mx-auto w-full max-w-md text-left" />
        </div>
      </Section>
    </>
  );
}
