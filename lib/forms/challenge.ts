// The optional challenge on the site's side (see components/forms/form-challenge.tsx).

/** Cloudflare Turnstile's site key; unset, no challenge and no third-party script. */
export const turnstileSiteKey: string | undefined = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;

/** Dispatched on a form once its token has been sent: Turnstile tokens are good for one use. */
export const challengeUsedEvent = "challenge-used";
