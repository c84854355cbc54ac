// Serves the static export in out/ the way a static host does: clean URLs, 404.html with status 404.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import handler from "serve-handler";
import { immutableCache, securityHeaders } from "../deploy/security-headers.mjs";

const root = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(root)) {
  console.error("No out/ folder: run `npm run build` first (or `npm start` to build and serve).");
  process.exit(1);
}

const server = createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
    headers: [
      { source: "**", headers: securityHeaders.map(([key, value]) => ({ key, value })) },
      { source: "_next/static/**", headers: [{ key: "Cache-Control", value: immutableCache }] },
    ],
  }),
);

server.listen(port, host, () => {
  console.log(`Serving out/ at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
