import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { InitialsAvatar } from "@/components/art/initials-avatar";
import { formatDate } from "@/lib/format";
import type { I18n } from "@/lib/i18n/messages";
import { defaultPostArt, postArt } from "@/lib/post-art";
import type { PostListing } from "@/lib/post-listing";
import { cx } from "@/lib/cx";

/** How many tags a card lists before the +N counter. */
export const cardTagCount = 2;

type Props = {
  post: PostListing & { href: string };
  /** The page's language and strings: the server's or, in the search results, the island's. */
  i18n: Pick<I18n, "locale" | "t">;
  /** Laid out wide with a larger title. */
  featured?: boolean;
};

/**
 * An article card, drawn the same on the server (the listing's pages) and in the browser (the
 * listing's search results). An article the edition has not translated links its English page,
 * marked so.
 */
export function PostCard({ post, i18n: { locale, t }, featured = false }: Props) {
  const art = postArt[post.category] ?? defaultPostArt;
  const hidden = post.tags.length - cardTagCount;
  const Heading = featured ? "h2" : "h3";
  // An English card in another edition: its labels are the edition's.
  const edition = post.english ? locale : undefined;
  return (
    <article
      lang={post.english ? "en" : undefined}
      className={cx("list-card", featured && "lg:grid lg:grid-cols-[1.1fr_1fr]")}
    >
      <Artwork
        seed={post.slug}
        gradient={art.gradient}
        motif={art.motif}
        className={featured ? "h-full min-h-56" : "aspect-[16/9]"}
      />
      <div className={cx("flex flex-1 flex-col p-6", featured && "lg:p-10")}>
        <p className="flex flex-wrap items-center gap-2 text-xs" lang={edition}>
          {featured ? (
            <span className="rounded-full bg-primary px-2.5 py-1 font-medium text-primary-foreground">
              {t("blog.featured")}
            </span>
          ) : null}
          <span className="badge">{post.categoryName}</span>
          {post.english ? (
            <span className="rounded-full border px-2.5 py-1 font-medium">
              {t("blog.inEnglish")}
            </span>
          ) : null}
        </p>
        <Heading
          className={cx(
            "mt-3 font-semibold tracking-tight text-balance",
            featured ? "text-2xl md:text-3xl" : "text-lg",
          )}
        >
          <Link
            href={post.href}
            hrefLang={post.english ? "en" : undefined}
            className="stretched-link"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 muted-copy">{post.excerpt}</p>
        <ul aria-label={t("blog.tags")} className="mt-4 flex flex-wrap gap-1.5 text-xs">
          {post.tags.slice(0, cardTagCount).map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="tag text-muted-foreground">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{t("blog.moreTags", { count: hidden })}</span>
            </li>
          ) : null}
        </ul>
        <p className="mt-5 flex items-center gap-2.5 text-sm text-muted-foreground">
          <InitialsAvatar name={post.author} size={28} />
          <span>
            {post.author} · <time dateTime={post.date}>{formatDate(locale, post.date)}</time> ·{" "}
            <span lang={edition}>{t("blog.readTime", { minutes: post.minutes })}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
