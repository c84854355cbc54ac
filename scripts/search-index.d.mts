/** The site path of an exported file: `de/services/x.html` → `/de/services/x`. */
export function pageUrl(file: string): string;
/** A page's type for the overlay's icons, from its path in any edition. */
export function pageType(url: string): string;
/** What Pagefind indexes of a page: its language, title, type and <main>, nothing else. */
export function indexedDocument(html: string, url: string): string;
