// What both the zod schemas and the rendering of the forms need: option values and limits.
// Kept free of imports so the schemas, the page forms and the lead receiver share one source.

/** The contact form's inquiry types, as the endpoint receives them in every language. */
export const inquiryValues = ["general", "services", "ngo", "careers", "partnership"] as const;
export type InquiryValue = (typeof inquiryValues)[number];

/** The NGO Lab application's areas of interest, sent as they are (in English). */
export const ngoInterestAreas = [
  "Predictive analytics",
  "Data visualization",
  "Process automation",
  "Resource optimization",
] as const;
export type NgoInterestArea = (typeof ngoInterestAreas)[number];

export const nameMinLength = 2;
export const coverNoteMinLength = 50;
/**
 * One or more full web addresses separated by spaces or commas. The same pattern is the field's
 * native `pattern` (which browsers compile with the `v` flag), so it stays valid in both modes.
 */
export const linksPattern = String.raw`[\s,]*https?://[^\s,]+\.[^\s,]+(?:[\s,]+https?://[^\s,]+\.[^\s,]+)*[\s,]*`;
