import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { clearContentCache, getEntries, getEntry } from "../lib/content";
import { collections, type Collection } from "../lib/content/collections";
import { entrySlugs } from "../lib/content/loader";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { expect, test } from "./fixtures";

// The CMS at /admin of the site built with CMS_REPO (npm run build:configured → out-configured/),
// in Chromium with no network: Sveltia CMS's local-repository workflow opens a folder through the
// File System Access API; the test hands it a copy of the repository's content/ in the browser's
// private file system instead of the folder picker. GitHub's status page is the one request that
// leaves the site; it is answered here.
const project = fileURLToPath(new URL("..", import.meta.url));
const port = 4179;
const origin = `http://127.0.0.1:${port}`;

// The case study the editor opens: the first there is, and its German title.
const [study] = getEntries("caseStudies", "en");
if (!study) throw new Error("content/case-studies/en is empty");
const germanTitle = getEntry("caseStudies", study.id, "de")?.data.title ?? "";
let site: Server | undefined;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The repository as the CMS reads it: content/ (every collection and message file), and .git. */
function repositoryFiles(): Record<string, string> {
  return Object.fromEntries(
    filesUnder(join(project, "content"))
      .filter((file) => /\.(ya?ml|md|mdx|json)$/.test(file))
      .map((file) => [relative(project, file), readFileSync(file, "utf8")]),
  );
}

/** Opens the CMS on a copy of the repository and signs in to it as a local repository. */
async function openLocalRepository(page: Page, problems: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    if (route.request().url().startsWith("https://www.githubstatus.com/"))
      return route.fulfill({ json: { status: { indicator: "none" } } });
    problems.push(`network request: ${route.request().url()}`);
    return route.abort();
  });
  await page.addInitScript(() => {
    const picker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
    Object.defineProperty(window, "showDirectoryPicker", { value: picker });
  });
  await page.goto(`${origin}/admin`);
  await page.evaluate(async (files) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repo", {
      create: true,
    });
    await root.getDirectoryHandle(".git", { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1) ?? "", { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible();
}

async function readRepositoryFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    const parts = path.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
  }, path);
}

test.describe("content editor at /admin", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    !existsSync(join(project, "out-configured/admin/config.yml")) && !process.env.CI,
    "run `npm run build:configured` first",
  );

  test.beforeAll(async () => {
    site = createStaticServer(join(project, "out-configured"));
    await listen(site, port);
  });
  test.afterAll(() => site?.close());

  test("without CMS_REPO, /admin says what to set", async ({ page, request }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: /needs its repository/ })).toBeVisible();
    await expect(page.getByText("CMS_REPO", { exact: true })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const response = await request.get("/admin");
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
  });

  test("lists every collection with its entries, edits German beside English, saves a valid file that a rebuild shows", async ({
    page,
  }) => {
    // A guard, not a measurement: the rebuild takes 1–3 minutes on two cores, longer when busy.
    test.setTimeout(900_000);
    const problems: string[] = [];
    await openLocalRepository(page, problems);

    // Every collection, each with as many entries as it has English files.
    const tree = page.getByRole("tree", { name: "Collection List" });
    for (const collection of Object.values(collections) as Collection[]) {
      const count = collection.entries?.length ?? entrySlugs(collection).length;
      const item = tree.getByRole("treeitem", { name: collection.label, exact: true });
      await expect(item).toHaveText(new RegExp(`\\b${count}\\s*$`));
    }
    const messages = tree.getByRole("treeitem", { name: "Interface text", exact: true });
    await expect(messages).toHaveText(/\b1\s*$/);

    // A case study, English on the left, German on the right.
    await tree.getByRole("treeitem", { name: /Case studies/ }).click();
    await page.getByText(study.data.title, { exact: true }).click();
    const locales = page.getByRole("combobox", { name: "Switch Locale" });
    await locales.last().click();
    for (const language of ["German", "Chinese", "Spanish", "French"])
      await expect(page.getByRole("option", { name: language })).toBeVisible();
    await page.getByRole("option", { name: "German" }).click();
    const titles = page.getByRole("textbox", { name: "Title" });
    await expect(titles.first()).toHaveValue(study.data.title);
    await expect(titles.last()).toHaveValue(germanTitle);
    // Facts (the client, the order) are written once, in English: the German side has no field.
    await expect(page.getByRole("textbox", { name: "Client" })).toHaveCount(1);

    const title = `${germanTitle} (überarbeitet)`;
    await titles.last().fill(title);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => readRepositoryFile(page, `content/case-studies/de/${study.id}.md`))
      .toContain(title);

    // The files as saved, in a copy of content/: the loader (the site's schemas) reads them, and
    // a build of the German edition from that copy shows the new title.
    const content = mkdtempSync(join(tmpdir(), "cms-content-"));
    cpSync(join(project, "content"), content, { recursive: true });
    for (const locale of ["en", "de"]) {
      const path = `case-studies/${locale}/${study.id}.md`;
      writeFileSync(join(content, path), await readRepositoryFile(page, `content/${path}`));
    }
    process.env.CONTENT_DIR = content;
    try {
      clearContentCache();
      const entry = getEntry("caseStudies", study.id, "de");
      expect(entry?.status).toBe("complete");
      expect(entry?.data.title).toBe(title);
      expect(entry?.data.client).toBe(study.data.client);
    } finally {
      delete process.env.CONTENT_DIR;
      clearContentCache();
    }
    const out = "out-cms";
    execFileSync("npx", ["next", "build"], {
      cwd: project,
      env: {
        ...process.env,
        CONTENT_DIR: content,
        EXPORT_DIR: out,
        EXPORT_EDITIONS: "en,de",
        TYPECHECKED: "1",
      },
      stdio: "ignore",
    });
    const html = readFileSync(join(project, out, `de/case-studies/${study.id}.html`), "utf8");
    expect(html).toContain(title);

    expect(problems).toEqual([]);
  });
});
