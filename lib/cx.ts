/**
 * Class joining for code that ships to the browser. `cn` (lib/utils) also resolves Tailwind
 * conflicts with tailwind-merge, which costs ~8 KB gzip in every page's first load; client
 * primitives instead expose variants (size, width) so their classes never conflict, and join
 * with plain clsx.
 */
export { clsx as cx } from "clsx";
