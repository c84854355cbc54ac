import Link from "next/link";
import { Artwork } from "@/components/art/artwork";
import { InitialsAvatar } from "@/components/art/initials-avatar";
import { formatDate } from "@/lib/format";
import { getI18n } from "@/lib/i18n/server";
import { defaultPostArt, postArt } from "@/lib/post-art";
import type { PostMeta } from "@/lib/posts";
import { cn } from "@/lib/utils";

/** How many tags a card lists before the +N counter. */
export const cardTagCount = 2;

/** An article card in the page's language; `featured` lays it out wide with a larger title. */
export async function PostCard({ post, featured = false }: { post: PostMeta; featured?: boolean }) {
  const { locale, t, href } = await getI18n();
  const art = postArt[post.category] ?? defaultPostArt;
  const hidden = post.tags.length - cardTagCount;
  const Heading = featured ? "h2" : "h3";
  return (
    <article
      lang={post.lang}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card transition duration-200 hover:border-primary/40",
        featured && "lg:grid lg:grid-cols-[1.1fr_1fr]",
      )}
    >
      <Artwork
        seed={post.slug}
        gradient={art.gradient}
        motif={art.motif}
        className={featured ? "h-full min-h-56" : "aspect-[16/9]"}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "lg:p-10")}>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          {featured ? (
            <span className="rounded-full bg-primary px-2.5 py-1 font-medium text-primary-foreground">
              {t("blog.featured")}
            </span>
          ) : null}
          <span className="rounded-full bg-primary/10 px-2.5 py-1 font-medium text-primary">
            {post.categoryName}
          </span>
        </p>
        <Heading
          className={cn(
            "mt-3 font-semibold tracking-tight text-balance",
            featured ? "text-2xl md:text-3xl" : "text-lg",
          )}
        >
          <Link
            href={href(post.path)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 muted-copy">{post.excerpt}</p>
        <ul aria-label={t("blog.tags")} className="mt-4 flex flex-wrap gap-1.5 text-xs">
          {post.tags.slice(0, cardTagCount).map((tag) => (
            <li key={tag} className="rounded-full border px-2 py-0.5">
              {tag}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="rounded-full border px-2 py-0.5 text-muted-foreground">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{t("blog.moreTags", { count: hidden })}</span>
            </li>
          ) : null}
        </ul>
        <p className="mt-5 flex items-center gap-2.5 text-sm text-muted-foreground">
          <InitialsAvatar name={post.author.name} size={28} />
          <span>
            {post.author.name} · <time dateTime={post.date}>{formatDate(locale, post.date)}</time> ·{" "}
            {t("blog.readTime", { minutes: post.estimatedReadTime })}
          </span>
        </p>
      </div>
    </article>
  );
}
