import { JobBoard } from "@/components/careers/job-board";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { TitledSection } from "@/components/sections/titled-section";
import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { getJobFilterOptions, jobRow } from "@/lib/jobs";
import { jobList } from "@/lib/listings";
import { pagePath } from "@/lib/page-paths";
import { JobRows } from "@/components/careers/job-rows";
import { Pager } from "@/components/paging/pager";

/** The URL of page `number` of the open positions. */
const listPath = (number: number) =>
  number === 1 ? `${pagePath("careers")}#open-positions` : pagePath("careersPage", String(number));

/** The open positions, page `number` of them, with the filters and the general application. */
export function OpenPositions({ locale, number }: { locale: Locale; number: number }) {
  const i18n = i18nFor(locale);
  const { t, href } = i18n;
  const jobs = jobList(locale);
  const options = getJobFilterOptions(locale);
  return (
    <TitledSection
      id="open-positions"
      intro={{
        eyebrow: t("work.careers.positionsEyebrow"),
        title: t("work.careers.positionsTitle"),
      }}
      titleId="positions-title"
      className="scroll-mt-16"
      action={
        <DialogButton
          dialog={{
            kind: "job-application",
            jobId: null,
            jobTitle: t("work.careers.generalApplication"),
          }}
          variant="outline"
          size="lg"
        >
          {t("work.careers.submitResume")}
        </DialogButton>
      }
    >
      <div className="mt-10">
        <MessagesScope prefixes={["work.jobs.", "paging."]}>
          <JobBoard total={jobs.total} options={options}>
            {/* Left out of the full-text index: each position is found on its own page. */}
            <div className="grid gap-6" data-pagefind-ignore>
              <JobRows
                jobs={jobs.items(number).map((job) => jobRow(locale, job))}
                options={options}
                i18n={i18n}
              />
              <Pager current={number} total={jobs.pages} t={t} href={(n) => href(listPath(n))} />
            </div>
          </JobBoard>
        </MessagesScope>
      </div>
    </TitledSection>
  );
}
