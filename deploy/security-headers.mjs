// Security headers every host should send. One list: out/_headers, the preview server and the
// nginx config (deploy/nginx.conf, kept in step by its e2e test) all carry exactly these.
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
