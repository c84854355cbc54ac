"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { spriteIcon } from "@/components/icons/sprite-icon";
import type { JobOptions } from "@/components/careers/job-rows";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { MessageKey } from "@/lib/i18n";
import { emptyJobFilter, type JobFilter } from "@/lib/job-filter";

const Search = spriteIcon("search");

// The filters' matches are drawn in the browser: their code and the index load on first use.
const loadResults = () => import("./job-results");
const JobResults = dynamic(() => loadResults().then((module) => module.JobResults));

type Props = {
  /** How many positions are open. */
  total: number;
  options: JobOptions;
  /** The page's own rows and pager, rendered on the server: shown while no filter is set. */
  children: React.ReactNode;
};

const selectLabels = {
  location: "work.jobs.location",
  department: "work.jobs.department",
  type: "work.jobs.type",
} as const satisfies Record<keyof JobOptions, MessageKey>;
const allLabels = {
  location: "work.jobs.allLocations",
  department: "work.jobs.allDepartments",
  type: "work.jobs.allTypes",
} as const satisfies Record<keyof JobOptions, MessageKey>;

/**
 * Search plus location, department and type filters over the open positions. The page shows one
 * page of rows and a pager of plain links; the filters cover every position, from the edition's
 * listing index, loaded when they are first used, and show the matches a page at a time. Option
 * names come from the server in the page's language; the filters compare ids.
 */
export function JobBoard({ total, options, children }: Props) {
  const { t } = useI18n();
  const [filter, setFilter] = React.useState<JobFilter>(emptyJobFilter);
  const [matches, setMatches] = React.useState<number>();
  const filtering = (Object.keys(filter) as (keyof JobFilter)[]).some(
    (key) => filter[key].trim() !== emptyJobFilter[key],
  );
  const set = (patch: Partial<JobFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <div className="grid gap-6">
      <div
        onFocus={() => void loadResults()}
        className="grid gap-3 rounded-2xl border bg-card p-4 md:grid-cols-[1.5fr_1fr_1fr_1fr_auto] md:items-end"
      >
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
        {filtering && matches !== undefined
          ? t("work.jobs.matching", { shown: matches, total })
          : t("work.jobs.count", { count: total })}
      </p>
      {filtering ? (
        <JobResults
          filter={filter}
          options={options}
          onCount={setMatches}
          onClear={() => setFilter(emptyJobFilter)}
        />
      ) : (
        children
      )}
    </div>
  );
}
