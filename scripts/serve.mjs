// Serves the static export in out/ (or EXPORT_DIR) the way a static host does.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createStaticServer, listen } from "./static-server.mjs";

const root = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(root)) {
  console.error("No out/ folder: run `npm run build` first (or `npm start` to build and serve).");
  process.exit(1);
}

const server = createStaticServer(root);
const origin = await listen(server, port, host);
console.log(`Serving out/ at ${origin.replace("0.0.0.0", "localhost")}`);

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
