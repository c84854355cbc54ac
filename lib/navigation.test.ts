import { describe, expect, it } from "vitest";
import { carriesForm, isCurrent } from "@/lib/navigation";

describe("isCurrent", () => {
  it("marks a page and its sections, in the same edition only", () => {
    expect(isCurrent("/services", "/services")).toBe(true);
    expect(isCurrent("/services/agentic-ai", "/services")).toBe(true);
    expect(isCurrent("/de/services/agentic-ai", "/de/services")).toBe(true);
    expect(isCurrent("/de/services", "/services")).toBe(false);
    expect(isCurrent("/services", "/de/services")).toBe(false);
    expect(isCurrent("/servicesx", "/services")).toBe(false);
  });

  it("marks an edition's home only on the home page itself", () => {
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/about", "/")).toBe(false);
    expect(isCurrent("/de", "/de")).toBe(true);
    expect(isCurrent("/de/about", "/de")).toBe(false);
    expect(isCurrent("/zh", "/de")).toBe(false);
  });
});

describe("carriesForm", () => {
  it("names the contact page and job pages, in every edition", () => {
    expect(carriesForm("/contact")).toBe(true);
    expect(carriesForm("/de/contact?type=expert")).toBe(true);
    expect(carriesForm("/careers/ml-engineer")).toBe(true);
    expect(carriesForm("/careers")).toBe(false);
    expect(carriesForm("/services/agentic-ai")).toBe(false);
  });
});
