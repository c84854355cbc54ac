export type FilterableJob = {
  title: string;
  description: string;
  location: string;
  department: string;
  type: string;
};

/** A position as the job board lists it: ids for the filters, its texts in the page's language. */
export type JobRow = FilterableJob & {
  id: string;
  /** The posting date, formatted in the page's language. */
  posted: string;
};

export type JobFilter = { query: string; location: string; department: string; type: string };

/** Every filter starts on "all"; Clear Filters returns here. */
export const emptyJobFilter: JobFilter = {
  query: "",
  location: "all",
  department: "all",
  type: "all",
};

/** Location, department and type must each match unless "all", and the search must match title or description. */
export function filterJobs<T extends FilterableJob>(jobs: readonly T[], filter: JobFilter): T[] {
  const q = filter.query.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (filter.location === "all" || job.location === filter.location) &&
      (filter.department === "all" || job.department === filter.department) &&
      (filter.type === "all" || job.type === filter.type) &&
      (!q || job.title.toLowerCase().includes(q) || job.description.toLowerCase().includes(q)),
  );
}
