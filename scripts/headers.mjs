// Post-build: out/_headers for static hosts that read it (Netlify, Cloudflare Pages).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  adminContentSecurityPolicy,
  immutableCache,
  securityHeaders,
} from "../deploy/security-headers.mjs";

const lines = [
  "/*",
  ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
  "",
  "/_next/static/*",
  `  Cache-Control: ${immutableCache}`,
  "",
  // Encoded photos (scripts/images.mjs): named by the hash of their source, so never changed.
  "/_img/*",
  `  Cache-Control: ${immutableCache}`,
  "",
  // The CMS: its own policy (a host that joins both keeps the stricter of each directive).
  ...["/admin", "/admin/*"].flatMap((path) => [
    path,
    `  Content-Security-Policy: ${adminContentSecurityPolicy}`,
    "  X-Robots-Tag: noindex, nofollow",
    "",
  ]),
];
writeFileSync(
  fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}/_headers`, import.meta.url)),
  lines.join("\n"),
);
console.log(`${process.env.EXPORT_DIR ?? "out"}/_headers written.`);
