import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearContentCache, fallbackLangOf, getEntries, getEntry } from "@/lib/content";

const service = `order: 1
title: Agentic AI
description: Agents and copilots that reason over your data, plan multi-step work and act.
icon: bot
gradient: violet-fuchsia
features: [One feature, Two feature, Three feature, Four feature, Five feature, Six feature]
caseStudy: { client: Meridian Mutual Insurance, result: 78% of inquiries resolved }
`;
const job = `---
order: 1
title: Product Designer
department: design
location: remote
type: full-time
summary: Design the interfaces of the AI products we ship with our clients, from research to release.
responsibilities: [Run research, Design flows, Build prototypes, Ship with engineers]
requirements: [Four years of design, A portfolio, Research skills, Clear writing]
niceToHave: [Motion design, Data visualization]
salary: { min: 150000, max: 180000, currency: USD, period: year }
postedAt: 2025-04-02
---

You will design the products our clients use every day.

- Design systems
- Prototypes people can try
`;
const caseStudy = `---
order: 1
title: Leak detection for a rural water system
client: Clearwater Community Trust
industry: Nonprofit · Water access
serviceId: ngo-lab
gradient: emerald-lime
description: A sensor network and dashboard that helps a trust find leaks across a rural system.
summary: A sensor network and dashboard that helps a trust find leaks across a rural water system.
challenge: Leaks went unseen for weeks across miles of pipe, and nobody could tell where water went.
solution: Solar sensors report flows and pressures to a dashboard that alerts on night-time flow.
impact: Water lost between the pumps and the taps is down by two fifths across the whole system.
publishedAt: 2024-11-14
duration: 6 months
author: amara-nwosu
metrics: [Twelve communities, Less water lost, People reached]
technologies: [LoRaWAN, ChirpStack, TimescaleDB, Grafana]
tags: [NGO Lab, IoT, Water]
results:
  - { value: "12", label: communities served }
  - { value: 40%, label: less water lost }
  - { value: "6", label: months to deliver }
  - { value: "0", label: dollars charged }
testimonial: { quote: The committees now fix leaks while they are still small and cheap to repair., author: Ana Torres, title: Director }
relatedCases: [water, gone]
---

1. We mapped the network.
2. We installed the sensors.
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
  const load = (locale: "en" | "de" = "en") => getEntries("services", locale);

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

  it("reads a Markdown file's front matter and its body as the collection's body field", () => {
    write("jobs/en/designer.md", job);
    const entry = getEntry("jobs", "designer", "en");
    expect(entry?.data.postedAt).toBe("2025-04-02");
    expect(entry?.data.description).toContain("- Design systems");
  });

  it("fails on a reference to an entry that does not exist, naming the file, field and id", () => {
    write("case-studies/en/water.md", caseStudy);
    write("services/en/ngo-lab.yaml", service);
    expect(() => getEntries("caseStudies", "en")).toThrow(
      /case-studies\/en\/water\.md: relatedCases\[1\]: no case-studies entry "gone"/,
    );
  });
});

describe("drafts and scheduled entries", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-"));
    process.env.CONTENT_DIR = root;
    process.env.CONTENT_TODAY = "2025-06-01";
    clearContentCache();
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write("jobs/en/published.md", job);
    write(
      "jobs/en/drafted.md",
      job.replace("postedAt: 2025-04-02", "postedAt: 2025-04-02\ndraft: true"),
    );
    write("jobs/en/later.md", job.replace("postedAt: 2025-04-02", "postedAt: 2025-07-01"));
  });
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    delete process.env.CONTENT_TODAY;
    delete process.env.CONTENT_PREVIEW;
    clearContentCache();
    rmSync(root, { recursive: true, force: true });
  });

  it("leaves a draft and an entry dated in the future out of a build", () => {
    expect(getEntries("jobs", "en").map((entry) => entry.id)).toEqual(["published"]);
    expect(getEntry("jobs", "drafted", "en")).toBeUndefined();
  });

  it("shows them in the preview, marked", () => {
    process.env.CONTENT_PREVIEW = "1";
    const marks = Object.fromEntries(
      getEntries("jobs", "en").map((entry) => [entry.id, entry.publication]),
    );
    expect(marks).toEqual({ drafted: "draft", later: "scheduled", published: "published" });
  });
});
