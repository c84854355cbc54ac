import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { formatDate } from "@/lib/format";
import { getI18n } from "@/lib/i18n/server";
import { defaultPostArt, postArt } from "@/lib/post-art";
import { getCategoryName, getPostMeta } from "@/lib/posts";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { HomeSection, SeeAllButton } from "./home-section";

export async function InnovationHub() {
  const { locale, t, href } = await getI18n();
  const { sections: homeSections, hubTeasers } = getEntry("pages", "home", locale).data;
  const teasers = hubTeasers.flatMap((teaser) => {
    const post = getPostMeta(teaser.slug, locale);
    return post ? [{ ...post, type: teaser.type }] : [];
  });
  return (
    <HomeSection
      header={homeSections.innovationHub}
      action={<SeeAllButton href={href(pagePath("blog"))}>{t("home.hub.all")}</SeeAllButton>}
    >
      <ul className="mt-12 grid gap-4 lg:grid-cols-3">
        {teasers.map((post) => {
          const art = postArt[post.category] ?? defaultPostArt;
          return (
            <li key={post.slug}>
              <Link
                href={post.href}
                hrefLang={post.lang}
                className="group card-link overflow-hidden"
              >
                <Artwork
                  seed={post.slug}
                  gradient={art.gradient}
                  motif={art.motif}
                  className="aspect-[16/9]"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex flex-wrap items-center gap-2 font-mono text-xs text-muted-foreground uppercase">
                    <span className="rounded-full border px-2 py-0.5 text-foreground">
                      {post.type}
                    </span>
                    {getCategoryName(post.category, locale)}
                  </p>
                  <h3 className="mt-3 text-lg font-semibold text-balance">{post.title}</h3>
                  <p className="mt-2 flex-1 muted-copy">{post.excerpt}</p>
                  <p className="mt-5 text-sm text-muted-foreground">
                    <time dateTime={post.date}>{formatDate(locale, post.date)}</time> ·{" "}
                    {t("home.hub.readTime", { minutes: post.estimatedReadTime })}
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
