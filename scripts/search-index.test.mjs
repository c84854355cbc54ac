import { describe, expect, it } from "vitest";
import { indexedDocument, pageType, pageUrl } from "./search-index.mjs";

describe("the search index's documents", () => {
  it("give each page its URL and type, in every edition", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl("de/services/agentic-ai.html")).toBe("/de/services/agentic-ai");
    expect(pageType("/de/services/agentic-ai")).toBe("service");
    expect(pageType("/zh/blog/future-of-agentic-ai")).toBe("blog");
    expect(pageType("/careers/senior-ml-engineer")).toBe("job");
    expect(pageType("/case-studies")).toBe("page");
    expect(pageType("/fr/resources")).toBe("resource");
  });

  it("hold only <main>, with the title and type as meta, and Chinese as zh", () => {
    const html =
      '<html lang="zh-Hans"><head><title>A &amp; B | Tessellate AI</title></head><body><nav>Menu</nav><main><h1>正文</h1><p class="page-gutter border-b bg-muted/60">note</p></main><footer>Foot</footer></body></html>';
    const document = indexedDocument(html, "/zh/about");
    expect(document).toContain('<html lang="zh">');
    expect(document).toContain('data-pagefind-meta="title:A &amp; B"');
    expect(document).toContain('data-pagefind-meta="type:page"');
    expect(document).toContain("<h1>正文</h1>");
    for (const left of ["Menu", "Foot", "note"]) expect(document).not.toContain(left);
  });
});
