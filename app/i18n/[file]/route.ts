import { exportedEditions } from "@/lib/i18n";
import { onDemandMessages } from "@/lib/i18n/messages";

// Written at build time into out/i18n/<locale>.json: the strings of the islands that load on
// demand (search, chat, dialogs), fetched with them (components/i18n/on-demand-messages.tsx).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return exportedEditions().map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = exportedEditions().find((edition) => `${edition}.json` === file);
  if (!locale) return new Response("Not found", { status: 404 });
  return Response.json(onDemandMessages(locale));
}
