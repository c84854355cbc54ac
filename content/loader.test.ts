import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { collections, type CollectionKey } from "@/content/collections";
import { bodyOf } from "@/content/markdown-bodies";
import {
  clearContentCache,
  entrySlugs,
  fallbackLangOf,
  loadCollection,
  loadEntry,
  readEntryFile,
} from "@/content/loader";
import { editions } from "@/lib/i18n";

const service = `order: 1
title: Agentic AI
description: Agents and copilots that reason over your data, plan multi-step work and act.
icon: bot
gradient: violet-fuchsia
features: [One feature, Two feature, Three feature, Four feature, Five feature, Six feature]
caseStudy: { client: Meridian Mutual Insurance, result: 78% of inquiries resolved }
`;
const german = `title: Agentische KI
description: Agenten und Copiloten, die mit Ihren Daten arbeiten und mehrstufig planen.
features: [Eins eins, Zwei zwei, Drei drei, Vier vier, Fünf fünf, Sechs sechs]
caseStudy: { result: 78% der Anfragen gelöst }
`;

describe("the loader, on files with faults", () => {
  let root: string;
  const write = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const load = (locale: "en" | "de" = "en") => loadCollection("services", locale);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-"));
    process.env.CONTENT_DIR = root;
    clearContentCache();
  });
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    clearContentCache();
    rmSync(root, { recursive: true, force: true });
  });

  it("reads a good entry, its id from the file name", () => {
    write("services/en/agentic-ai.yaml", service);
    expect(load()[0]?.data).toMatchObject({ id: "agentic-ai", title: "Agentic AI", order: 1 });
  });

  it("fails on a missing field, naming the file and the field", () => {
    write("services/en/agentic-ai.yaml", service.replace(/^description:.*\n/m, ""));
    expect(load).toThrow(/services\/en\/agentic-ai\.yaml: description: required/);
  });

  it("fails on a field of the wrong type", () => {
    write("services/en/agentic-ai.yaml", service.replace(/^features:.*$/m, "features: many"));
    expect(load).toThrow(/services\/en\/agentic-ai\.yaml: features: .*expected array/);
  });

  it("fails on a field the schema does not know", () => {
    write("services/en/agentic-ai.yaml", `${service}colour: violet\n`);
    expect(load).toThrow(/services\/en\/agentic-ai\.yaml: colour: unknown field/);
  });

  it("lays a complete translation over the English facts", () => {
    write("services/en/agentic-ai.yaml", service);
    write("services/de/agentic-ai.yaml", german);
    const [entry] = load("de");
    expect(entry?.status).toBe("complete");
    expect(entry?.data).toMatchObject({ title: "Agentische KI", icon: "bot", order: 1 });
    expect(entry?.data.caseStudy).toEqual({
      client: "Meridian Mutual Insurance",
      result: "78% der Anfragen gelöst",
    });
    expect(fallbackLangOf(entry?.data)).toBeUndefined();
  });

  it("serves English, marked, for a missing or partial translation", () => {
    write("services/en/agentic-ai.yaml", service);
    expect(load("de")[0]).toMatchObject({ status: "missing" });
    clearContentCache();
    write("services/de/agentic-ai.yaml", german.replace(/^caseStudy:.*\n/m, ""));
    const [entry] = load("de");
    expect(entry).toMatchObject({ status: "partial", missing: ["caseStudy.result"] });
    expect(entry?.data.title).toBe("Agentic AI");
    expect(fallbackLangOf(entry?.data)).toBe("en");
  });

  it("fails on a translation that writes a fact, or an invalid field", () => {
    write("services/en/agentic-ai.yaml", service);
    write("services/de/agentic-ai.yaml", `${german}icon: brain\n`);
    expect(() => load("de")).toThrow(
      /services\/de\/agentic-ai\.yaml: icon: written once, in the English entry/,
    );
    clearContentCache();
    write("services/de/agentic-ai.yaml", german.replace(/^description:.*$/m, "description: Kurz."));
    expect(() => load("de")).toThrow(/services\/de\/agentic-ai\.yaml: description: Too short/);
  });
});

describe("the site's content", () => {
  const keys = Object.keys(collections) as CollectionKey[];

  it.each(editions)("loads every collection in %s", (locale) => {
    for (const key of keys) expect(loadCollection(key, locale).length, key).toBeGreaterThan(0);
  });

  it("keeps each Markdown body's fields whole from file to page and back", () => {
    for (const key of keys) {
      const collection = collections[key];
      if (!("body" in collection)) continue;
      for (const slug of entrySlugs(collection)) {
        const fields = readEntryFile(collection, "en", slug) ?? {};
        const body = bodyOf(collection.body, fields);
        expect(collection.body.read(body), `${key}/${slug}`).toEqual(
          Object.fromEntries(collection.body.fields.map((field) => [field, fields[field]])),
        );
      }
    }
  });

  it("names a missing entry", () => {
    expect(() => loadEntry("pages", "en", "nope")).toThrow(/content\/pages: no entry "nope"/);
  });
});
