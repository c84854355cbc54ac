/** The exported file of a page's URL: `/de/services/x` → `de/services/x.html`, `/` → `index.html`. */
export function pageFile(url: string): string;
/** What Pagefind indexes of a page: its language, title, type and <main>, nothing else. */
export function indexedDocument(html: string, page: { url: string; type: string }): string;
