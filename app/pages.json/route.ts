import { exportedLocales, localePath } from "@/lib/i18n";
import { getSitePages } from "@/lib/site-pages";

export const dynamic = "force-static";

/**
 * out/pages.json: every page the build exports, from the page registry (lib/pages.ts), for the
 * post-build scripts: its URL, edition, template and search type, and whether search leaves it
 * out (a list's numbered page whose entries have pages of their own), and whether it is a list's
 * numbered page (`/blog/page/2`, linked by plain links only). Scripts read this, never their own
 * idea of which URL is what.
 */
export function GET() {
  return Response.json(
    exportedLocales().flatMap((locale) =>
      getSitePages(locale).map((page) => ({
        url: localePath(locale, page.path),
        locale,
        template: page.template,
        type: page.type,
        ...(page.unsearched && { unsearched: true }),
        ...(page.firstPage && { numbered: true }),
      })),
    ),
  );
}
