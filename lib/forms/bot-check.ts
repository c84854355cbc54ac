// The anti-bot measures the forms and the lead receiver share (see docs/forms.md).

export { honeypotField } from "@/lib/forms/honeypot-field";
/** Formspree's own honeypot, used for the `json-flat` format. */
export const formspreeHoneypot = "_gotcha";

/**
 * The shortest time from a form appearing to its submission. No person reads and fills a form
 * faster; a visitor whose browser autofills it sooner waits out the rest while "Sending...".
 */
export const minFillMs = 3000;

/** Cloudflare Turnstile writes its token into a hidden field of this name inside the form. */
export const challengeField = "cf-turnstile-response";

/** What goes with the fields so the receiver can tell people from bots and a retry from a new lead. */
export type SubmissionMeta = {
  /** The same for every attempt at sending the same values; the receiver keeps one lead per id. */
  id: string;
  /** Milliseconds from the form appearing to its submission. */
  elapsedMs: number;
  /** The honeypot's value: empty from a person. */
  honeypot: string;
  challenge?: string;
};

export const submissionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A random id (crypto.randomUUID needs a secure context, getRandomValues does not). */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** How long a submission must still wait so that at least `minFillMs` have passed. */
export const remainingFillMs = (shownAt: number, now: number) =>
  Math.max(0, minFillMs - (now - shownAt));
