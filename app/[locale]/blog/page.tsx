import { PenLine } from "lucide-react";
import { BlogExplorer } from "@/components/blog/blog-explorer";
import { PostCard } from "@/components/blog/post-card";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { postCategories } from "@/content/post-schema";
import { buildMetadata } from "@/lib/metadata";
import { getAllPostMeta } from "@/lib/posts";

export const metadata = buildMetadata({
  title: "Insights & Articles",
  description:
    "Field notes on agentic AI, MLOps, data infrastructure, AI ethics and AI for good, from the engineers who build these systems.",
  path: "/blog",
});

export default function BlogPage() {
  const posts = getAllPostMeta();
  const [first] = posts;
  return (
    <>
      <PageHero
        titleId="blog-title"
        eyebrow="Blog"
        title="Insights & Articles"
        lead="What we learn shipping agents, models and data platforms — written by the engineers who did the work."
        aside={
          <DialogButton dialog={{ kind: "guest-post" }} variant="outline" size="lg">
            <PenLine aria-hidden="true" /> Submit a Guest Post
          </DialogButton>
        }
      />
      <Section aria-label="Articles" className="pt-6 md:pt-8">
        <BlogExplorer
          posts={posts.map(({ slug, title, excerpt, category }) => ({
            slug,
            title,
            excerpt,
            category,
          }))}
          topics={postCategories}
          cards={Object.fromEntries(
            posts.map((post) => [post.slug, <PostCard key={post.slug} post={post} />]),
          )}
          featuredCard={first ? <PostCard post={first} featured /> : null}
        />
      </Section>
      <Section aria-labelledby="blog-newsletter-title" muted>
        <div className="mx-auto grid max-w-3xl gap-6 text-center">
          <h2 id="blog-newsletter-title" className="text-3xl font-semibold tracking-tight">
            New articles, once a month
          </h2>
          <p className="text-lg text-muted-foreground">
            One email with what we published and what we learned. No promotions, and you can leave
            any time.
          </p>
          <NewsletterForm id="blog-newsletter" className="mx-auto w-full max-w-md text-left" />
        </div>
      </Section>
    </>
  );
}
