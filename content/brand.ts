/**
 * The brand names and keys client islands need. Kept apart from site.ts so the islands do not
 * ship the whole site configuration (offices, copy) in every page's JavaScript.
 */
export const brand = {
  name: "Tessellate AI",
  shortName: "Tessellate",
  assistantName: "Tessa",
  /** Used for localStorage keys so preferences never collide with another site on the host. */
  storagePrefix: "tessellate-ai",
  email: {
    general: "hello@example.com",
    support: "support@example.com",
  },
};
