import { describe, expect, it } from "vitest";
import { buildMetadata, languageAlternates } from "@/lib/metadata";

describe("buildMetadata", () => {
  it("points Open Graph and Twitter at the page's absolute, sized image", () => {
    const metadata = buildMetadata({
      locale: "en",
      title: "Agentic AI",
      description: "Agents that plan, act through your tools and hand over to people.",
      path: "/services/agentic-ai",
    });
    const expected = {
      url: expect.stringMatching(/^https?:\/\/[^/]+\/og\/services\/agentic-ai\.png$/),
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
      expect.objectContaining({ url: expect.stringMatching(/\/og\/de\/services\/agentic-ai\.png$/) }),
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
