import { describe, expect, it } from "vitest";
import { buildMetadata, languageAlternates, metaDescription } from "@/lib/metadata";

describe("buildMetadata", () => {
  it("points Open Graph and Twitter at the page's absolute, sized image", () => {
    const metadata = buildMetadata({
      locale: "en",
      title: "Agentic AI",
      description: "Agents that plan, act through your tools and hand over to people.",
      path: "/services/agentic-ai",
    });
    const expected = {
      url: expect.stringMatching(/^https?:\/\/[^/]+\/og\/services\/agentic-ai\.jpg$/),
      width: 1200,
      height: 630,
      alt: "Agentic AI | Tessellate AI",
    };
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining(expected)]);
    expect(metadata.twitter?.images).toEqual([expect.objectContaining(expected)]);
  });

  it("gives a translated page its own canonical, locale, feed and image", () => {
    const metadata = buildMetadata({
      locale: "de",
      title: "Agentische KI",
      description: "Agenten, die planen, handeln und an Menschen übergeben.",
      path: "/services/agentic-ai",
    });
    expect(String(metadata.alternates?.canonical)).toMatch(/\/de\/services\/agentic-ai$/);
    expect(metadata.openGraph).toMatchObject({ locale: "de_DE" });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/\/og\/de\/services\/agentic-ai\.jpg$/),
      }),
    ]);
    expect(JSON.stringify(metadata.alternates?.types)).toContain('"/de/feed.xml"');
  });
});

describe("languageAlternates", () => {
  it("lists the page in every edition and English as x-default", () => {
    const alternates = languageAlternates("/services");
    expect(alternates["x-default"]).toMatch(/[^/]\/services$/);
    expect(alternates.en).toBe(alternates["x-default"]);
    expect(alternates.de).toMatch(/\/de\/services$/);
    expect(alternates["zh-Hans"]).toMatch(/\/zh\/services$/);
  });
});

describe("metaDescription", () => {
  it("keeps a short description as it is", () => {
    expect(metaDescription("Whitepapers, webinars, research papers and open-source tools.")).toBe(
      "Whitepapers, webinars, research papers and open-source tools.",
    );
  });

  it("keeps whole sentences within 160 characters", () => {
    const lead =
      "Tessellate AI is an engineering consultancy for agentic AI, machine learning and real-time data. From San Francisco, London and Singapore we help teams move from a pilot to a system.";
    expect(metaDescription(lead)).toBe(
      "Tessellate AI is an engineering consultancy for agentic AI, machine learning and real-time data.",
    );
  });

  it("cuts within the second sentence when the first is too short to stand alone", () => {
    const lead =
      "Tell us about the problem you want to solve. A member of our team will reply within one business day, from San Francisco, London or Singapore, whichever is closest to you.";
    const cut = metaDescription(lead);
    expect(cut.startsWith("Tell us about the problem you want to solve. A member")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
  });

  it("cuts one long sentence at a word, and Chinese by weight", () => {
    const long = `${"word ".repeat(60)}end.`;
    const cut = metaDescription(long);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(metaDescription(`${"数据".repeat(50)}。${"模型".repeat(10)}。`)).toBe(
      `${"数据".repeat(39)}数…`,
    );
  });
});
