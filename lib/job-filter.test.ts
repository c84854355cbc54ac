import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { emptyJobFilter, filterJobs, type FilterableJob } from "@/lib/job-filter";
import { getEntries } from "@/lib/content";
import { getJobFilterOptions } from "@/lib/jobs";

const job = (
  title: string,
  location: string,
  department: string,
  type: string,
  description = "",
): FilterableJob => ({
  title,
  location,
  department,
  type,
  description,
});

const jobs = [
  job("Senior ML Engineer", "sf", "engineering", "full-time", "Ship models"),
  job("Data Scientist", "london", "data-science", "full-time", "Forecasting work"),
  job("Product Designer", "remote", "design", "contract", "Design systems"),
  job("ML Intern", "sf", "engineering", "internship", "Learn MLOps"),
];
const titles = (list: FilterableJob[]) => list.map((j) => j.title);

describe("filterJobs", () => {
  it("shows every job with the empty filter (Clear Filters)", () => {
    expect(filterJobs(jobs, emptyJobFilter)).toEqual(jobs);
  });

  it("filters by location, department and type, each on its own", () => {
    expect(titles(filterJobs(jobs, { ...emptyJobFilter, location: "sf" }))).toEqual([
      "Senior ML Engineer",
      "ML Intern",
    ]);
    expect(titles(filterJobs(jobs, { ...emptyJobFilter, department: "design" }))).toEqual([
      "Product Designer",
    ]);
    expect(titles(filterJobs(jobs, { ...emptyJobFilter, type: "internship" }))).toEqual([
      "ML Intern",
    ]);
  });

  it("searches title and description case-insensitively", () => {
    expect(titles(filterJobs(jobs, { ...emptyJobFilter, query: "ml" }))).toEqual([
      "Senior ML Engineer",
      "ML Intern",
    ]);
    expect(titles(filterJobs(jobs, { ...emptyJobFilter, query: "FORECAST" }))).toEqual([
      "Data Scientist",
    ]);
  });

  it("combines all four with AND, and can come up empty", () => {
    expect(
      titles(
        filterJobs(jobs, {
          query: "ml",
          location: "sf",
          department: "engineering",
          type: "full-time",
        }),
      ),
    ).toEqual(["Senior ML Engineer"]);
    expect(filterJobs(jobs, { ...emptyJobFilter, location: "london", type: "contract" })).toEqual(
      [],
    );
  });
});

describe.each(locales)("the job board's options in %s", (locale) => {
  const options = getJobFilterOptions(locale);

  it("name every location, department and type in the edition's strings", () => {
    for (const list of Object.values(options))
      for (const option of list) expect(option.name, option.id).not.toMatch(/^work\./);
  });

  it("offer each job's location, department and type, so every filter can find it", () => {
    for (const job of getEntries("jobs", locale).map(({ data }) => data)) {
      expect(
        options.location.map((o) => o.id),
        job.id,
      ).toContain(job.location);
      expect(
        options.department.map((o) => o.id),
        job.id,
      ).toContain(job.department);
      expect(
        options.type.map((o) => o.id),
        job.id,
      ).toContain(job.type);
      expect(filterJobs([job], { ...emptyJobFilter, location: job.location })).toEqual([job]);
    }
  });
});
