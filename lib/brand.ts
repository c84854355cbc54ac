import settings from "@/content/settings/brand.json" with { type: "json" };

/**
 * The brand names and keys client islands need (content/settings/brand.json, checked against
 * its schema with the other settings by lib/site.ts at build). `storagePrefix` keys the
 * browser storage, so preferences never collide with another site on the host.
 */
export const brand = settings;
