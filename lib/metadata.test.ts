import { describe, expect, it } from "vitest";
import { buildMetadata } from "@/lib/metadata";

describe("buildMetadata", () => {
  it("points Open Graph and Twitter at the page's absolute, sized image", () => {
    const metadata = buildMetadata({
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
});
