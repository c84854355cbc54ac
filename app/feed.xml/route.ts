import { site } from "@/content/site";
import { getAllPostMeta, postPath } from "@/lib/posts";
import { absoluteUrl } from "@/lib/utils";

export const dynamic = "force-static";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RSS 2.0 feed of every article, newest first. */
export function GET() {
  const items = getAllPostMeta()
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${absoluteUrl(postPath(post.slug))}</link>
      <guid isPermaLink="true">${absoluteUrl(postPath(post.slug))}</guid>
      <description>${escape(post.excerpt)}</description>
      <category>${escape(post.categoryName)}</category>
      <author>${escape(`${site.email.general} (${post.author})`)}</author>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
    </item>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escape(`${site.name} — Insights & Articles`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl("/feed.xml")}" rel="self" type="application/rss+xml" />
    <description>${escape(site.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
