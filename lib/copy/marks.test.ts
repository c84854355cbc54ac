import { describe, expect, it } from "vitest";
import { codeWithoutComments, editionProblems } from "@/lib/copy/marks";

describe("edition conventions", () => {
  it("finds US money notation in any edition", () => {
    expect(editionProblems("de", "ein Budget von $5.000 pro Jahr")).toHaveLength(1);
    expect(editionProblems("zh", "每小时 $95 – $120")).toHaveLength(2);
    expect(editionProblems("zh", "一百美元（US$100）")).toEqual([]);
  });

  it("holds Chinese to one way of writing ten thousands", () => {
    expect(editionProblems("zh", "每秒 100,000 个事件")).toHaveLength(1);
    expect(editionProblems("zh", "25万名用户")).toHaveLength(1);
    expect(editionProblems("zh", "每秒十万个事件")).toHaveLength(1);
    expect(editionProblems("zh", "1.5 万辆车，1,200 多条咨询，每秒数百万事件，720 万美元")).toEqual(
      [],
    );
  });

  it("holds Spanish and French to « » quotes", () => {
    expect(editionProblems("es", 'consultas del tipo "¿dónde está mi pedido?"')).toHaveLength(2);
    expect(editionProblems("es", "se ofrecen “tal cual”")).toHaveLength(2);
    expect(editionProblems("es", "dijo «es “muy” pronto»")).toEqual([]);
    expect(editionProblems("fr", "un prompt qui dit «\u00a0jamais\u00a0»")).toEqual([]);
    expect(editionProblems("fr", "un prompt qui dit «jamais»")).toHaveLength(2);
  });

  it("leaves code alone", () => {
    expect(editionProblems("es", 'Use `"json"` y\n```\nconst a = "x";\n```')).toEqual([]);
  });
});

describe("code compared without comments", () => {
  const english = "```ts\n// Refunds over $200 need a person.\nconst limit = 200; /* USD */\n```";

  it("lets a translator translate the comments", () => {
    const german =
      "```ts\n// Erstattungen über 200 $ prüft ein Mensch.\nconst limit = 200; /* USD */\n```";
    expect(codeWithoutComments(german)).toEqual(codeWithoutComments(english));
    const python = "```py\n# Schwelle\nlimit = 200\n```";
    expect(codeWithoutComments(python)).toEqual(["```py\n\nlimit = 200\n```"]);
  });

  it("still sees a changed line of code", () => {
    const changed = "```ts\n// Refunds over $200 need a person.\nconst limit = 300; /* USD */\n```";
    expect(codeWithoutComments(changed)).not.toEqual(codeWithoutComments(english));
    const url = '```ts\nfetch("https://example.com/a");\n```';
    expect(codeWithoutComments(url)).toEqual([url]);
  });
});
