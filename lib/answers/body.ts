import type { PagefindApi, PagefindData } from "@/lib/pagefind-client";
import { searchItemTypes, type SearchItemType } from "@/lib/search";

/*
 * The body of the site's pages as the answers read it: Pagefind's record of a page (its <main>
 * as indexed at build) cut into sections at its headings, each with the page's URL at the
 * heading's anchor, the heading and the text under it.
 */

export type Section = { url: string; heading: string; text: string };
export type PageBody = { url: string; title: string; type: SearchItemType; sections: Section[] };

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\u200B/g, "");

/** A page's record as sections: the text from each heading to the next, without the heading. */
export function bodyOf(data: PagefindData): PageBody {
  // Pagefind counts words as its excerpts do: split at zero-width spaces (segmented scripts)
  // or at white space.
  const zws = data.raw_content.includes("\u200B");
  const all = data.raw_content.split(zws ? "\u200B" : /[^\S\uFEFF]+/);
  const join = (from: number, to: number) => unescape(all.slice(from, to).join(zws ? "" : " "));
  const headings = data.anchors.filter((anchor) => /^h[1-6]$/i.test(anchor.element));
  const page = data.url.split("#")[0] ?? data.url;
  const sections: Section[] = [];
  const lead = headings[0]?.location ?? all.length;
  if (lead > 0) sections.push({ url: page, heading: "", text: join(0, lead).trim() });
  headings.forEach((anchor, index) => {
    const end = headings[index + 1]?.location ?? all.length;
    const heading = anchor.text.trim();
    const words = heading.split(zws ? /(?:)/u : /\s+/).length;
    // The heading's own words, and the ": " or ". " Pagefind joined after it, are left out.
    const start = Math.min(end, anchor.location + (zws ? 0 : words));
    const text = join(start, end)
      .replace(zws ? heading : "", "")
      .replace(/^\s*[.:：。]\s*/, "")
      .trim();
    sections.push({ url: `${page}#${anchor.id}`, heading, text });
  });
  const title = data.meta.title ?? page;
  const type = searchItemTypes.find((t) => t === data.meta.type) ?? "page";
  return { url: page, title, type, sections: sections.filter((s) => s.text || s.heading) };
}

/** The page at `url` from Pagefind (its `url` filter, scripts/search-index.mjs), else null. */
export async function pageBody(api: PagefindApi, url: string): Promise<PageBody | null> {
  const found = await api.search(null, { filters: { url } });
  const result = found?.results[0];
  return result ? bodyOf(await result.data()) : null;
}
