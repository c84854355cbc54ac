import { exportedLocales, type Locale } from "@/lib/i18n";

/**
 * A route handler that writes one JSON file per exported edition at build (`<locale>.json` in
 * the route's folder, from its `[file]` segment), for data the islands fetch on demand.
 */
export function editionJson(build: (locale: Locale) => unknown) {
  return {
    generateStaticParams: () => exportedLocales().map((locale) => ({ file: `${locale}.json` })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const locale = exportedLocales().find((edition) => `${edition}.json` === file);
      if (!locale) return new Response("Not found", { status: 404 });
      return Response.json(build(locale));
    },
  };
}
