import { editionJson } from "@/lib/edition-json";
import { onDemandMessages } from "@/lib/i18n/messages";

// Written at build time into out/i18n/<locale>.json: the strings of the islands that load on
// demand (search, chat, dialogs), fetched with them (components/i18n/i18n-provider.tsx).
export const dynamic = "force-static";
export const dynamicParams = false;

export const { generateStaticParams, GET } = editionJson(onDemandMessages);
