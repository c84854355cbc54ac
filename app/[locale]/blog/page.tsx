import { spriteIcon } from "@/components/icons/sprite-icon";
import { BlogExplorer } from "@/components/blog/blog-explorer";
import { PostCard } from "@/components/blog/post-card";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { postCategories } from "@/lib/content/schemas/posts";
import { getI18n, getLocale } from "@/lib/i18n/server";
import { routeMetadata } from "@/lib/metadata";
import { getAllPostMeta, getCategoryName } from "@/lib/posts";
import { pagePath } from "@/lib/page-paths";

const PenLine = spriteIcon("pen-line");

export async function generateMetadata() {
  return routeMetadata(await getLocale(), pagePath("blog"));
}

export default async function BlogPage() {
  const { locale, t } = await getI18n();
  const posts = getAllPostMeta(locale);
  const [first] = posts;
  return (
    <>
      <PageHero
        titleId="blog-title"
        eyebrow={t("blog.hero.eyebrow")}
        title={t("route.blog.title")}
        lead={t("blog.hero.lead")}
        aside={
          <DialogButton dialog={{ kind: "guest-post" }} variant="outline" size="lg">
            <PenLine aria-hidden="true" /> {t("blog.guestPost")}
          </DialogButton>
        }
      />
      <Section aria-label={t("blog.articles")} className="pt-6 md:pt-8">
        <MessagesScope prefixes={["blog."]}>
          <BlogExplorer
            posts={posts.map(({ slug, title, excerpt, category }) => ({
              slug,
              title,
              excerpt,
              category,
            }))}
            topics={postCategories.map(({ id }) => ({ id, name: getCategoryName(locale, id) }))}
            cards={Object.fromEntries(
              posts.map((post) => [post.slug, <PostCard key={post.slug} post={post} />]),
            )}
            featuredCard={first ? <PostCard post={first} featured /> : null}
          />
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
