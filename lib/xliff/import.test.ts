import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEntry } from "@/lib/content";
import { translationReport } from "@/lib/content/translation-report";
import { locales } from "@/lib/i18n";
import {
  copyContent,
  markedGerman,
  plantedArticle,
  plantEnglishChanges,
  translated,
  type ContentCopy,
} from "@/lib/xliff/content-copy";
import { exportXliff } from "@/lib/xliff/export";
import { ImportError, planImport } from "@/lib/xliff/import";
import type { Unit } from "@/lib/xliff/units";
import { readXliff, writeXliff, type XliffUnit } from "@/lib/xliff/xliff12";

/*
 * The translators' round trip on a copy of content/ with its own git history: an English field
 * changed (its translations go stale) and an article added (missing everywhere), exported,
 * translated, imported through the CLI; and imports that must change nothing.
 */

let copy: ContentCopy;
const article = plantedArticle;
const german = markedGerman;
const cli = (...args: string[]) =>
  execFileSync("npx", ["tsx", "scripts/translations.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: copy.root },
  });

beforeAll(() => {
  copy = copyContent();
  plantEnglishChanges(copy);
});

afterAll(() => copy.remove());

describe("XLIFF round trip on a copy of content/", () => {
  it("exports German with the stale and missing units only, stale ones with the English they translated", () => {
    const out = copy.path("../de.xlf");
    cli("export", "--locale", "de", "--only", "missing,stale", "--out", out);
    const doc = readXliff(readFileSync(out, "utf8"));
    const ids = doc.units.map((unit) => unit.id);
    expect(ids).toContain("services/agentic-ai/description");
    expect(ids).toContain(`posts/${article}/title`);
    expect(
      ids.filter((id) => id.startsWith(`posts/${article}/body#`)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(ids.some((id) => id.startsWith("posts/ai-for-nonprofits-playbook/"))).toBe(false);
    const xml = readFileSync(out, "utf8");
    expect(xml).toMatch(
      /needs-review-translation[\s\S]*English when this was translated: Agents and copilots/,
    );
  });

  it("imports the filled targets: German has both, and the report no longer lists them", () => {
    const out = copy.path("../de.xlf");
    const before = readFileSync(copy.path("services/de/agentic-ai.yaml"), "utf8");
    writeFileSync(
      out,
      translated(readFileSync(out, "utf8"), (unit) => german(unit.source)),
    );
    const printed = cli("import", out);
    expect(printed).toContain("services/agentic-ai/description → ");
    expect(printed).toContain(`posts/${article}/body#0 → `);
    copy.commit("German from the translators' file");
    const post = getEntry("posts", article, "de");
    expect(post?.status).toBe("complete");
    expect(post?.data.body).toContain(
      "DE Planted to check the *translators' files*: a [linked phrase](https://example.com/guide)",
    );
    expect(getEntry("services", "agentic-ai", "de")?.data.description).toMatch(
      /^DE Agents that plan/,
    );
    const findings = translationReport("de").map((finding) => finding.entry);
    expect(findings).not.toContain(`posts/${article}`);
    expect(findings).not.toContain("services/agentic-ai");
    // Exactly that field changed: the bytes before and after it are the file's own.
    const after = readFileSync(copy.path("services/de/agentic-ai.yaml"), "utf8");
    const start = before.indexOf("\ndescription:");
    const next = before.slice(start + 1).search(/\n\S/) + start + 1;
    expect(after.startsWith(before.slice(0, start))).toBe(true);
    expect(after.endsWith(before.slice(next))).toBe(true);
  });

  it("changes no byte on an export and import with no edit, in every language", () => {
    const files = copy.snapshot();
    for (const locale of locales.filter((edition) => edition !== "en"))
      expect(planImport(exportXliff(locale).xml).writes.size, locale).toBe(0);
    expect(copy.snapshot()).toEqual(files);
  });

  it("keeps Chinese and French typography as the translator wrote it", () => {
    const texts = {
      zh: "智能体：规划、调用系统，不确定时转交给人工。",
      fr: "Agents\u202f: « planifier\u00a0», appeler vos systèmes ; et passer la main\u202f!",
    };
    for (const [locale, text] of Object.entries(texts) as ["zh" | "fr", string][]) {
      const xml = translated(exportXliff(locale).xml, (unit) =>
        unit.id === "services/agentic-ai/title" ? [text] : undefined,
      );
      const plan = planImport(xml);
      for (const [file, written] of plan.writes) writeFileSync(file, written);
      expect(plan.changed.map((change) => change.id)).toEqual(["services/agentic-ai/title"]);
      copy.commit(`${locale} title`);
      expect(getEntry("services", "agentic-ai", locale)?.data.title).toBe(text);
    }
  });
});

describe("an import that must change nothing", () => {
  const faulty = (change: (unit: XliffUnit) => XliffUnit | undefined) => {
    const doc = readXliff(exportXliff("de").xml);
    const units = doc.units.map(
      (unit) =>
        ({
          kind: "text",
          at: { type: "message", key: "" },
          notes: [],
          state: unit.target ? "translated" : "initial",
          ...(change(unit) ?? unit),
        }) as Unit,
    );
    return writeXliff(doc.site, doc.locale, units);
  };
  const refused = (xml: string) => {
    const files = copy.snapshot();
    try {
      planImport(xml);
    } catch (error) {
      expect(copy.snapshot()).toEqual(files);
      if (error instanceof ImportError) return error.problems.join("\n");
      throw error;
    }
    throw new Error("the import went through");
  };
  const linked = (unit: XliffUnit) =>
    unit.target?.some((part) => typeof part === "object" && part.ctype === "x-link");

  it("names a unit whose inline code is broken", () => {
    let id = "";
    const xml = faulty((unit) => {
      if (id || !linked(unit) || !unit.target) return undefined;
      id = unit.id;
      return {
        ...unit,
        target: unit.target.filter((part) => typeof part === "string" || part.kind !== "bpt"),
      };
    });
    expect(refused(xml)).toContain(`${id}: inline code`);
  });

  /** A field with a longest length (its note says so). */
  const limited = () =>
    exportXliff("de").units.find((unit) =>
      unit.notes.some((note) => / to \d+ characters/.test(note)),
    )?.id ?? "";

  it("names a unit whose target is longer than the language allows", () => {
    const id = limited();
    const xml = faulty((unit) =>
      unit.id === id ? { ...unit, target: ["Zu lang. ".repeat(60)] } : undefined,
    );
    expect(refused(xml)).toContain(`${id}: Too long`);
  });

  it("names a unit id the site does not have, and refuses another site or language", () => {
    const xml = faulty((unit) =>
      unit.id === "services/agentic-ai/title"
        ? { ...unit, id: "services/no-such-service/title", target: ["Neu"] }
        : undefined,
    );
    expect(refused(xml)).toContain("services/no-such-service/title: no such unit");
    const good = exportXliff("de").xml;
    expect(refused(good.replace(/product-name="[^"]*"/, 'product-name="Another Site"'))).toContain(
      "Another Site",
    );
    expect(refused(good.replace('target-language="de"', 'target-language="pt"'))).toContain(
      '"pt" is not a language',
    );
  });

  it("writes nothing through the CLI either, and says why", () => {
    const out = copy.path("../bad.xlf");
    const id = limited();
    writeFileSync(
      out,
      faulty((unit) =>
        unit.id === id ? { ...unit, target: ["Zu lang. ".repeat(60)] } : undefined,
      ),
    );
    const files = copy.snapshot();
    let said = "";
    try {
      said = cli("import", out);
    } catch (error) {
      said = String((error as { stderr?: string }).stderr);
    }
    expect(said).toContain(`${id}: Too long`);
    expect(copy.snapshot()).toEqual(files);
  });
});
