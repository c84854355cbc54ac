// Security headers every host should send. One list: out/_headers, the preview server and the
// nginx config (deploy/nginx.conf, kept in step by its e2e test) all carry exactly these.

/** @typedef {readonly [name: string, value: string]} Header A response header: its name and value. */

/** @type {readonly Header[]} */
export const securityHeaders = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  ],
  // The page's own policy is in a <meta> tag; frame-ancestors only works as a header.
  ["Content-Security-Policy", "frame-ancestors 'none'"],
  ["X-Frame-Options", "DENY"],
];

export const immutableCache = "public, max-age=31536000, immutable";

// The policy of the CMS at /admin (Sveltia CMS, served from out/admin/): its own, looser than the
// pages' strict one, and only what the editor needs. Everything it loads ships in out/admin/
// (script, fonts, interface languages, code highlighting); what must stay external is GitHub.
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Svelte writes its component styles and positions popups with style attributes.
  "style-src 'self' 'unsafe-inline'",
  // Editors' avatars come from GitHub; images picked or pasted in the editor are blob: URLs, and
  // media files are read from the repository through the API as blobs.
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  // The repository is read and written through GitHub's REST and GraphQL API; the status page
  // tells an editor when GitHub itself has an incident.
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The policy as a <meta> tag can carry it (frame-ancestors works only as a header). */
export const adminMetaPolicy = adminContentSecurityPolicy
  .split("; ")
  .filter((directive) => !directive.startsWith("frame-ancestors"))
  .join("; ");

/**
 * The headers of /admin: the site's, with the CMS's policy and kept out of search engines.
 * @type {readonly Header[]}
 */
export const adminHeaders = securityHeaders
  .map(
    /** @returns {Header} */ ([name, value]) =>
      name === "Content-Security-Policy" ? [name, adminContentSecurityPolicy] : [name, value],
  )
  .concat([["X-Robots-Tag", "noindex, nofollow"]]);
