// Post-build: out/_headers for static hosts that read it (Netlify, Cloudflare Pages).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { immutableCache, securityHeaders } from "../deploy/security-headers.mjs";

const lines = [
  "/*",
  ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
  "",
  "/_next/static/*",
  `  Cache-Control: ${immutableCache}`,
  "",
];
writeFileSync(
  fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}/_headers`, import.meta.url)),
  lines.join("\n"),
);
console.log(`${process.env.EXPORT_DIR ?? "out"}/_headers written.`);
