import { MessagesScope } from "@/components/i18n/messages-scope";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { LazyNgoApplicationForm } from "@/components/forms/lazy-ngo-application-form";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { today } from "@/lib/content";
import type { Application } from "@/lib/content/schemas/service-page-blocks";
import { nextInCycle } from "@/lib/cycle";
import { formatDate } from "@/lib/format";
import type { GradientId } from "@/lib/gradients";
import { pageFormPrefixes } from "@/lib/i18n/messages";
import { getI18n } from "@/lib/i18n/server";

const CalendarDays = spriteIcon("calendar-days");

/** Where "Apply" links lead (the form then takes focus). */
export const applicationFormAnchor = "application-form";

/** How organisations are chosen, the next review and the application form (the page's form). */
export async function ApplicationSection({
  apply,
  gradient,
  muted = false,
}: {
  apply: Application;
  gradient: GradientId;
  muted?: boolean;
}) {
  const { locale, t } = await getI18n();
  // The date sits inside the sentence where the language puts it.
  const [beforeDate, afterDate = ""] = t("services.ngo.nextReview").split("{date}");
  const nextReview = nextInCycle(apply.nextReview, apply.reviewEveryMonths, today());
  return (
    <Section id="apply" aria-labelledby="apply-title" muted={muted} className="scroll-mt-16">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeader {...apply.intro} titleId="apply-title" />
          <p className="mt-6 leading-relaxed">{apply.rule}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm">
            <CalendarDays aria-hidden="true" className="size-4 text-impact" />
            <span>
              {beforeDate}
              <time dateTime={nextReview}>{formatDate(locale, nextReview)}</time>
              {afterDate}
            </span>
          </p>
          <CapabilityCards
            items={apply.criteria}
            gradient={gradient}
            className="mt-8 sm:grid-cols-1 lg:grid-cols-1"
          />
          <Button asChild variant="outline" className="mt-8">
            <a href={`#${applicationFormAnchor}`}>{t("services.ngo.startApplication")}</a>
          </Button>
        </div>
        <div
          id={applicationFormAnchor}
          className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8"
        >
          <h3 className="text-xl font-semibold">{t("services.ngo.formTitle")}</h3>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{t("services.ngo.formNote")}</p>
          <MessagesScope prefixes={pageFormPrefixes}>
            <LazyNgoApplicationForm focusAnchor={applicationFormAnchor} />
          </MessagesScope>
        </div>
      </div>
    </Section>
  );
}
