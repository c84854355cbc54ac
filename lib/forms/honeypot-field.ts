/**
 * The honeypot: a text field that people never see or reach, named like a field that spam bots
 * fill in and that no browser's autofill recognises (the NGO form's real field is `website`).
 * Apart from lib/forms/bot-check.ts, so the forms on every page load only this name at first.
 */
export const honeypotField = "homepage";
