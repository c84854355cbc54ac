// `node scripts/side-by-side.mjs a b`: runs the npm scripts a and b at the same time, holds each
// one's output and prints it whole when that script ends, and fails if either fails. `npm test`
// pairs the Lighthouse gate, which keeps about one core busy and judges no timing (accessibility,
// best practices and SEO; layout shift is shown, not judged), with the new-language check, which
// builds in a copy of its own: on the 2-core CI machine the gate's idle core builds meanwhile.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/side-by-side.mjs <npm script> <npm script> …");
  process.exit(2);
}
console.log(`Side by side: ${names.join(", ")} (each one's output follows when it ends)`);

const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const output = [];
        const child = spawn("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code, signal) => {
          process.stdout.write(Buffer.concat(output));
          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(
            `${name}: ${code === 0 ? "passed" : `failed (${code ?? signal})`} in ${seconds} s`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
