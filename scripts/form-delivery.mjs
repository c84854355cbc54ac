// Post-build: warns when a build for a public site has nowhere to deliver its forms, so visitors'
// messages could only go out through their own mail client.

const localHosts = /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0|[^.]+\.local(?:host)?)$/i;

/** True when the canonical origin is a real, public one (not localhost or a LAN name). */
export function isPublicOrigin(siteUrl) {
  if (!siteUrl) return false;
  try {
    return !localHosts.test(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** The warning for this environment, or null when there is nothing to warn about. */
export function formDeliveryWarning(env = process.env) {
  if (!isPublicOrigin(env.NEXT_PUBLIC_SITE_URL)) return null;
  if (env.NEXT_PUBLIC_FORM_ENDPOINT || env.NEXT_PUBLIC_FORM_FORMAT === "netlify") return null;
  const simulated = env.NEXT_PUBLIC_FORM_MODE === "simulate";
  return [
    `WARNING: forms have no endpoint, but NEXT_PUBLIC_SITE_URL is ${env.NEXT_PUBLIC_SITE_URL}.`,
    simulated
      ? '  NEXT_PUBLIC_FORM_MODE=simulate is set: every form on this public site will say "sent" and deliver NOTHING.'
      : "  Every form will open the visitor's e-mail app instead of sending; nothing reaches you unless they press Send there.",
    "  Set NEXT_PUBLIC_FORM_ENDPOINT (JSON) or NEXT_PUBLIC_FORM_FORMAT=netlify: see README, Forms.",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const warning = formDeliveryWarning();
  if (warning) console.warn(`\n\x1b[33m${warning}\x1b[0m\n`);
}
