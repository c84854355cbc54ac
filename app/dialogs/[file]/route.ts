import { getDialogContent } from "@/lib/dialog-content";
import { editionJson } from "@/lib/edition-json";

// Written at build time into out/dialogs/<locale>.json: what the dialogs show beyond the page
// (lib/dialog-content.ts), fetched when one of them first opens.
export const dynamic = "force-static";
export const dynamicParams = false;

export const { generateStaticParams, GET } = editionJson(getDialogContent);
