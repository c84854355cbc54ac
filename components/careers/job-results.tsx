"use client";

import * as React from "react";
import { JobRows, type JobOptions } from "@/components/careers/job-rows";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Pager } from "@/components/paging/pager";
import { useListingIndex } from "@/lib/hooks/use-listing-index";
import { filterJobs, type JobFilter, type JobRow } from "@/lib/job-filter";
import { pageCount, pageItems, pageSizes } from "@/lib/paging";

type Props = {
  filter: JobFilter;
  options: JobOptions;
  /** Tells the board how many positions match, for its status line. */
  onCount: (count: number) => void;
  onClear: () => void;
};

/** The positions that match the filters, from the edition's listing index, a page at a time. */
export function JobResults({ filter, options, onCount, onClear }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const [index] = useListingIndex<JobRow>("jobs", i18n.locale, true);
  const key = JSON.stringify(filter);
  const [page, setPage] = React.useState({ key, number: 1 });
  const matches = index.entries ? filterJobs(index.entries, filter) : undefined;
  const pages = pageCount(matches?.length ?? 0, pageSizes.jobs);
  // A change of filters starts at the first page.
  const current = page.key === key ? Math.min(page.number, pages) : 1;
  const count = matches?.length;
  React.useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  if (!matches) return null;
  if (matches.length === 0)
    return (
      <div className="rounded-2xl border border-dashed p-10 text-center">
        <p className="text-lg font-medium">{t("work.jobs.emptyTitle")}</p>
        <p className="mt-1 text-muted-foreground">{t("work.jobs.emptyText")}</p>
        <button
          type="button"
          onClick={onClear}
          className="mt-4 h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
        >
          {t("work.jobs.clear")}
        </button>
      </div>
    );
  return (
    <div className="grid gap-6">
      <JobRows jobs={pageItems(matches, current, pageSizes.jobs)} options={options} i18n={i18n} />
      <Pager
        current={current}
        total={pages}
        t={t}
        onSelect={(number) => setPage({ key, number })}
      />
    </div>
  );
}
