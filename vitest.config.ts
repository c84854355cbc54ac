import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "content/**/*.test.ts",
      "scripts/**/*.test.mjs",
      "receiver/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["lib/text/stop-words.setup.ts"],
    /* A guard, not a measurement: the first test of a file that reads every content file or a font
       can take several seconds on a busy 2-core machine, and no test passes or fails on time. */
    testTimeout: 60_000,
  },
});
