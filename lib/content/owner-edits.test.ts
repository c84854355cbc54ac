import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { clearContentCache, getEntries, getEntry } from "@/lib/content";
import { defaultLocale, locales } from "@/lib/i18n";
import { compileMarkdown } from "@/lib/markdown";
import { pagePath } from "@/lib/page-paths";
import { getSitePages } from "@/lib/site-pages";
import { getAllPostMeta } from "@/lib/posts";

/*
 * What an owner does in the editor, on a copy of content/: add an article and a job whose
 * description has paragraphs and a list, rename an entry, remove a case study that others link
 * to. Everything here is what the build runs (the content layer, the page registry, the Markdown
 * pipeline); the tests follow whatever the content is.
 */

let root: string;
const path = (...parts: string[]) => join(root, ...parts);
const english = (collection: string) =>
  readdirSync(path(collection, "en")).map((name) => name.replace(/\.\w+$/, ""));

/** A copy of the first English file of a collection, its front matter edited. */
function plant(collection: string, id: string, edit: (source: string) => string) {
  const [first] = readdirSync(path(collection, "en"));
  if (!first) throw new Error(`content/${collection}/en is empty`);
  const source = readFileSync(path(collection, "en", first), "utf8");
  writeFileSync(
    path(collection, "en", `${id}${first.slice(first.lastIndexOf("."))}`),
    edit(source),
  );
}

/** A Markdown file with one front matter field set, the rest as it was. */
function withField(source: string, field: string, value: unknown): string {
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const document = YAML.parseDocument(frontMatter);
  document.set(field, value);
  return `---\n${document.toString()}---\n${body}`;
}

const everyEdition = (check: () => void) => {
  clearContentCache();
  check();
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "owner-content-"));
  cpSync(join(process.cwd(), "content"), root, { recursive: true });
  process.env.CONTENT_DIR = root;
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  clearContentCache();
  rmSync(root, { recursive: true, force: true });
});

describe("an owner's edits", () => {
  it("adds an English article: English has its page; every other edition lists it, linking the English page", () => {
    plant("posts", "owner-added-article", (source) =>
      source.replace(/^title: .*$/m, "title: What an owner added in the editor today"),
    );
    everyEdition(() => {
      const path = pagePath("post", "owner-added-article");
      for (const locale of locales) {
        const paths = getSitePages(locale).map((page) => page.path);
        expect(paths.includes(path), locale).toBe(locale === defaultLocale);
        const card = getAllPostMeta(locale).find((post) => post.slug === "owner-added-article");
        expect(card?.href, locale).toBe(path);
        expect(card?.lang, locale).toBe(locale === defaultLocale ? undefined : "en");
      }
    });
  });

  it("adds a job whose description has two paragraphs and a list: they render as HTML", async () => {
    plant("jobs", "owner-added-job", (source) => {
      const [, frontMatter = ""] = source.split(/^---$/m);
      return `---${frontMatter}---

The first paragraph says what the role is, with *emphasis* and [a link](/contact).

The second paragraph says why it matters.

- A list item
- Another list item
`;
    });
    clearContentCache();
    const job = getEntry("jobs", "owner-added-job", "en");
    expect(job).toBeDefined();
    const Content = await compileMarkdown(job?.data.description ?? "", "md");
    const html = renderToStaticMarkup(createElement(Content));
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toContain("<ul>\n<li>A list item</li>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).not.toMatch(/(^|>)\s*- |\*emphasis\*/);
    expect(getSitePages("en").map((page) => page.path)).toContain(
      pagePath("job", "owner-added-job"),
    );
  });

  it("renames a job: its page moves, and no page keeps the old path", () => {
    const [id] = getEntries("jobs", "en").map((entry) => entry.id);
    if (!id) throw new Error("no job to rename");
    for (const locale of locales) {
      const file = readdirSync(path("jobs", locale)).find((name) => name.startsWith(`${id}.`));
      if (file) renameSync(path("jobs", locale, file), path("jobs", locale, `renamed-${file}`));
    }
    everyEdition(() => {
      const paths = getSitePages("de").map((page) => page.path);
      expect(paths).toContain(pagePath("job", `renamed-${id}`));
      expect(paths).not.toContain(pagePath("job", id));
    });
  });

  it("removes a case study that others link to: the build names the file and the id", () => {
    const [linked] = getEntries("caseStudies", "en");
    if (!linked) throw new Error("no case study to remove");
    // A case that links it, planted, so there is always a link to dangle whatever the content.
    plant("case-studies", "owner-linking-case", (source) =>
      withField(source, "relatedCases", [linked.id, ...linked.data.relatedCases].slice(0, 3)),
    );
    clearContentCache();
    expect(getEntry("caseStudies", "owner-linking-case", "en")?.data.relatedCases).toContain(
      linked.id,
    );
    for (const locale of locales)
      rmSync(path("case-studies", locale, `${linked.id}.md`), { force: true });
    clearContentCache();
    expect(english("case-studies")).not.toContain(linked.id);
    // The first file found still pointing at it (a case's related cases, an industry's featured
    // case…), the field, and the id.
    expect(() => getSitePages("en")).toThrow(
      new RegExp(`/[\\w-]+/en/[\\w-]+\\.\\w+: [\\w.[\\]]+: no case-studies entry "${linked.id}"`),
    );
  });
});
