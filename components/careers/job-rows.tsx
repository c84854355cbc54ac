import { Link } from "@/components/ui/link";
import { spriteIcon } from "@/components/icons/sprite-icon";
import type { I18n } from "@/lib/i18n/messages";
import type { JobRow } from "@/lib/job-filter";
import { pagePath } from "@/lib/page-paths";

const ArrowRight = spriteIcon("arrow-right");

type Option = { id: string; name: string };
export type JobOptions = {
  location: readonly Option[];
  department: readonly Option[];
  type: readonly Option[];
};

type Props = { jobs: readonly JobRow[]; options: JobOptions; i18n: Pick<I18n, "t" | "href"> };

/**
 * Open positions as the job board lists them, each a link to its page: drawn the same on the
 * server (a page of the list) and in the browser (the filters' matches).
 */
export function JobRows({ jobs, options, i18n: { t, href } }: Props) {
  const name = (key: keyof JobOptions, id: string) =>
    options[key].find((option) => option.id === id)?.name ?? id;
  return (
    <ul className="grid gap-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            prefetch={false}
            href={href(pagePath("job", job.id))}
            className="group grid gap-3 rounded-2xl border bg-card p-5 transition-colors hover:border-primary/40 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div>
              <h3 className="text-lg font-semibold group-hover:text-primary">{job.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
              <p className="mt-3 flex flex-wrap gap-2 text-xs">
                <span className="rounded-full bg-primary/10 px-2.5 py-1 font-medium text-primary">
                  {name("department", job.department)}
                </span>
                <span className="rounded-full border px-2.5 py-1">
                  {name("location", job.location)}
                </span>
                <span className="rounded-full border px-2.5 py-1">{name("type", job.type)}</span>
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
  );
}
