import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { adminHeaders, immutableCache, securityHeaders } from "../deploy/security-headers.mjs";
import { expect, test, waitForPort } from "./fixtures";

// Serves out/ through the shipped deploy/nginx.conf on a loopback port and checks what a
// production host would send. CI installs nginx; elsewhere the spec is skipped without it.
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const port = 4190;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe("nginx config", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!nginx && !process.env.CI, "nginx is not installed (CI installs it)");

  test.beforeAll(async () => {
    if (!nginx) throw new Error("CI must install nginx (see .ci/run)");
    const dir = mkdtempSync(join(tmpdir(), "nginx-"));
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
    const site = readFileSync(resolve("deploy/nginx.conf"), "utf8")
      .replace("listen 80;", `listen 127.0.0.1:${port};`)
      .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve("out")};`);
    writeFileSync(join(dir, "site.conf"), site);
    writeFileSync(
      join(dir, "nginx.conf"),
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    server = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-p", dir, "-g", "daemon off;"], {
      stdio: "inherit",
    });
    await waitForPort(port, "nginx");
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("serves clean URLs, redirects trailing slashes, and sends the security headers", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/services/agentic-ai", "/blog/future-of-agentic-ai"]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      for (const [name, value] of securityHeaders)
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    const slash = await request.get(`${origin}/about/`, { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toMatch(/\/about$/);
  });

  test("answers unknown paths with the not-found page and status 404", async ({ request }) => {
    const response = await request.get(`${origin}/no-such-page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  test("serves each edition, and its unknown paths with its own not-found page", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ["/de", "de"],
      ["/de/services", "de"],
      ["/zh/blog/future-of-agentic-ai", "zh-Hans"],
    ] as const) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
    for (const [path, lang] of [
      ["/de/nope", "de"],
      ["/zh/blog/nope", "zh-Hans"],
    ] as const) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain("404");
    }
    const french = await request.get(`${origin}/fr/nope`);
    expect(french.status()).toBe(404);
    expect(await french.text()).toMatch(/<html lang="fr"[\s\S]*<h1[^>]*>[^<]*introuvable/i);
    expect((await request.get(`${origin}/de/404.html`)).status()).toBe(404);
  });

  test("gzips text and caches hashed assets for a year, still with the security headers", async ({
    request,
    page,
  }) => {
    await page.goto(`${origin}/`);
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const response = await request.get(`${origin}${script}`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["cache-control"]).toBe(immutableCache);
    for (const [name, value] of securityHeaders)
      expect(response.headers()[name.toLowerCase()], name).toBe(value);
  });

  test("serves the CMS at /admin with its own policy, out of search engines", async ({
    request,
  }) => {
    for (const path of ["/admin", "/admin/index.html"]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      for (const [name, value] of adminHeaders)
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    const slash = await request.get(`${origin}/admin/`, { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toMatch(/\/admin$/);
  });
});
