import { gunzipSync } from "node:zlib";
import * as pagefind from "pagefind";
import { describe, expect, it } from "vitest";
import { indexedDocument, pageFile } from "./search-index.mjs";

/** What Pagefind keeps of a document: the text of its one fragment. */
async function indexedText(document) {
  const { index } = await pagefind.createIndex({});
  await index.addHTMLFile({ url: "/page", content: document });
  const { files } = await index.getFiles();
  const fragment = files.find((file) => file.path.startsWith("fragment/"));
  // A fragment is gzip'd JSON behind Pagefind's "pagefind_dcd" marker.
  return JSON.parse(gunzipSync(Buffer.from(fragment.content)).toString("utf8").slice(12)).content;
}

describe("the search index's documents", () => {
  it("find each page's file from its URL, in every edition", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/de")).toBe("de.html");
    expect(pageFile("/de/services/agentic-ai")).toBe("de/services/agentic-ai.html");
  });

  it("hold only <main>, with the title and the registry's type as meta, and Chinese as zh", () => {
    const html =
      '<html lang="zh-Hans"><head><title>A &amp; B | Tessellate AI</title></head><body><nav>Menu</nav><main><h1>正文</h1></main><footer>Foot</footer></body></html>';
    const document = indexedDocument(html, { url: "/zh/about", type: "page" });
    expect(document).toContain('<html lang="zh">');
    expect(document).toContain('data-pagefind-meta="title:A &amp; B"');
    expect(document).toContain('data-pagefind-meta="type:page"');
    expect(document).toContain("<h1>正文</h1>");
    for (const left of ["Menu", "Foot"]) expect(document).not.toContain(left);
  });

  it("leave out what a page marks data-pagefind-ignore (the translation note)", async () => {
    const html =
      '<html lang="de"><head><title>Stelle</title></head><body><main><p data-pagefind-ignore class="note">Diese Seite gibt es noch nicht auf Deutsch.</p><h1>Stelle</h1><p>Was die Stelle ausmacht.</p></main></body></html>';
    const text = await indexedText(indexedDocument(html, { url: "/de/careers/x", type: "job" }));
    expect(text).toContain("Was die Stelle ausmacht.");
    expect(text).not.toContain("Diese Seite");
    await pagefind.close();
  });
});
