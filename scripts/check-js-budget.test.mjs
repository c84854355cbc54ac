import { describe, expect, it } from "vitest";
import { getSitePages } from "../lib/routes";
import { budgetFor, hasPageForm, pagePath } from "./check-js-budget.ts";

const budgets = { baseKb: 150, formKb: 170 };

describe("pagePath", () => {
  it("maps exported HTML files to the paths they serve", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("contact.html")).toBe("/contact");
    expect(pagePath("careers/senior-ml-engineer.html")).toBe("/careers/senior-ml-engineer");
    expect(pagePath("blog\\index.html")).toBe("/blog");
    expect(pagePath("404.html")).toBe("/404");
  });
});

describe("budgetFor", () => {
  const pages = getSitePages("en");

  it("allows the form budget exactly on the contact page, NGO Lab and every job page", () => {
    const withForm = pages.filter((page) => page.form).map((page) => page.path);
    const jobs = pages.filter((page) => page.type === "job").map((page) => page.path);
    expect(jobs.length).toBeGreaterThan(0);
    expect(withForm.sort()).toEqual(["/contact", "/services/ngo-lab", ...jobs].sort());
    for (const path of withForm) expect(budgetFor(path, pages, budgets)).toBe(170);
  });

  it("holds every other page, and pages outside the sitemap, to the base budget", () => {
    for (const path of ["/", "/services/agentic-ai", "/careers", "/blog", "/404", "/_not-found"]) {
      expect(hasPageForm(path, pages)).toBe(false);
      expect(budgetFor(path, pages, budgets)).toBe(150);
    }
  });
});
