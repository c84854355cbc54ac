"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import Link from "next/link";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { MessageKey } from "@/lib/i18n";
import { emptyJobFilter, filterJobs, type JobFilter } from "@/lib/job-filter";
import { pagePath } from "@/lib/page-paths";

const ArrowRight = spriteIcon("arrow-right");
const Search = spriteIcon("search");

type Option = { id: string; name: string };
type JobRow = {
  id: string;
  title: string;
  description: string;
  location: string;
  department: string;
  type: string;
  /** The posting date, formatted in the page's language. */
  posted: string;
};

type Props = {
  jobs: JobRow[];
  options: { location: readonly Option[]; department: readonly Option[]; type: readonly Option[] };
};

const selectLabels = {
  location: "work.jobs.location",
  department: "work.jobs.department",
  type: "work.jobs.type",
} as const satisfies Record<keyof Props["options"], MessageKey>;
const allLabels = {
  location: "work.jobs.allLocations",
  department: "work.jobs.allDepartments",
  type: "work.jobs.allTypes",
} as const satisfies Record<keyof Props["options"], MessageKey>;

/**
 * Search plus location, department and type filters over the open positions. Rows and option
 * names come from the server in the page's language; the filters compare ids.
 */
export function JobBoard({ jobs, options }: Props) {
  const { t, href } = useI18n();
  const [filter, setFilter] = React.useState<JobFilter>(emptyJobFilter);
  const shown = filterJobs(jobs, filter);
  const name = (key: keyof typeof options, id: string) =>
    options[key].find((o) => o.id === id)?.name ?? id;
  const set = (patch: Partial<JobFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <div className="grid gap-6">
      <div className="grid gap-3 rounded-2xl border bg-card p-4 md:grid-cols-[1.5fr_1fr_1fr_1fr_auto] md:items-end">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={filter.query}
            onChange={(event) => set({ query: event.target.value })}
            placeholder={t("work.jobs.searchPlaceholder")}
            aria-label={t("work.jobs.search")}
            className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-10 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
          />
        </div>
        {(Object.keys(selectLabels) as (keyof typeof selectLabels)[]).map((key) => (
          <label key={key} className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t(selectLabels[key])}
            <select
              value={filter[key]}
              onChange={(event) => set({ [key]: event.target.value })}
              className="h-10 rounded-lg border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
            >
              <option value="all">{t(allLabels[key])}</option>
              {options[key].map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          onClick={() => setFilter(emptyJobFilter)}
          className="h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
        >
          {t("work.jobs.clear")}
        </button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown.length === jobs.length
          ? t("work.jobs.count", { count: jobs.length })
          : t("work.jobs.matching", { shown: shown.length, total: jobs.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-3">
          {shown.map((job) => (
            <li key={job.id}>
              <Link
                prefetch={false}
                href={href(pagePath("job", job.id))}
                className="group grid gap-3 rounded-2xl border bg-card p-5 transition-colors hover:border-primary/40 md:grid-cols-[1fr_auto] md:items-center"
              >
                <div>
                  <h3 className="text-lg font-semibold group-hover:text-primary">{job.title}</h3>
                  <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                    {job.description}
                  </p>
                  <p className="mt-3 flex flex-wrap gap-2 text-xs">
                    <span className="rounded-full bg-primary/10 px-2.5 py-1 font-medium text-primary">
                      {name("department", job.department)}
                    </span>
                    <span className="rounded-full border px-2.5 py-1">
                      {name("location", job.location)}
                    </span>
                    <span className="rounded-full border px-2.5 py-1">
                      {name("type", job.type)}
                    </span>
                    <span className="px-1 py-1 text-muted-foreground">
                      {t("work.jobs.posted", { date: job.posted })}
                    </span>
                  </p>
                </div>
                <span className="more-link">
                  {t("work.jobs.viewRole")} <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">{t("work.jobs.emptyTitle")}</p>
          <p className="mt-1 text-muted-foreground">{t("work.jobs.emptyText")}</p>
          <button
            type="button"
            onClick={() => setFilter(emptyJobFilter)}
            className="mt-4 h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
          >
            {t("work.jobs.clear")}
          </button>
        </div>
      )}
    </div>
  );
}
