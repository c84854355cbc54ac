// Some registry mirrors serve native binaries for Linux only. `npm install` then leaves the
// other platforms' optional binary packages out of package-lock.json, and `npm ci` rejects the
// lock as out of sync. This fills in each missing optional entry (version from the parent's
// spec, os/cpu/libc from the package name) so `npm ci` accepts the lock on every platform; npm
// skips entries whose os/cpu do not match and fetches the matching one where it is needed.
// Run after `npm install` changes dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "wasm32"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => osNames.includes(part));
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.find((part) => part === "gnu" || part === "musl" || part.startsWith("musl"));
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(os === "linux" && libc ? { libc: [libc.startsWith("musl") ? "musl" : "glibc"] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue; // only exact versions can be filled in safely
    packages[`node_modules/${name}`] = { version: spec, optional: true, ...platformOf(name) };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: ${added} optional platform entr${added === 1 ? "y" : "ies"} completed.`,
);
