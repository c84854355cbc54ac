import settings from "@/content/settings/site.json" with { type: "json" };

/**
 * The brand names and keys client islands need, from the site settings (content/settings/
 * site.json, checked against its schema by content/site.ts at build). Only these fields are
 * picked, but the bundler ships the settings file whole: it is small.
 */
export const brand = {
  name: settings.name,
  shortName: settings.shortName,
  assistantName: settings.assistantName,
  /** Used for localStorage keys so preferences never collide with another site on the host. */
  storagePrefix: settings.storagePrefix,
  email: settings.email,
};
