import { defaultLocale, localeInfo, type Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { getAllPostMeta } from "@/lib/posts";
import { site } from "@/lib/site";
import { pagePath } from "@/lib/page-paths";
import { absoluteUrl } from "@/lib/utils";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The RSS 2.0 feed of an edition's articles, newest first: "/feed.xml" in English,
 * "/de/feed.xml"… in the others, with the channel, links and language of that edition.
 */
export function postsFeed(locale: Locale): string {
  const { t, href } = i18nFor(locale);
  // The edition's own articles: those it has not translated are in the English feed.
  const items = getAllPostMeta(locale)
    .filter((post) => !post.lang)
    .map((post) => {
      const url = absoluteUrl(post.href);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.categoryName)}</category>
      <author>${escapeXml(`${site.email.general} (${post.author.name})`)}</author>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  // English keeps the feed's long-standing "en-us"; the others give their BCP 47 tag.
  const language = locale === defaultLocale ? "en-us" : localeInfo[locale].tag;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(t("feed.channel", { name: site.name }))}</title>
    <link>${absoluteUrl(href(pagePath("blog")))}</link>
    <atom:link href="${absoluteUrl(href("/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(t("site.description"))}</description>
    <language>${language}</language>
${items}
  </channel>
</rss>
`;
}

/** The HTTP response of an edition's feed (app/feed.xml and app/[locale]/feed.xml). */
export function postsFeedResponse(locale: Locale): Response {
  return new Response(postsFeed(locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
