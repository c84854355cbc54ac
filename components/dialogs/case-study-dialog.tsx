"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { Artwork } from "@/components/art/artwork";
import { DetailList } from "@/components/dialogs/detail-list";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { CaseDialogItem } from "@/lib/case-studies";
import type { MessageKey } from "@/lib/i18n";
import { ChipList } from "@/components/ui/chip-list";

const ChevronLeft = spriteIcon("chevron-left");
const ChevronRight = spriteIcon("chevron-right");

const partTitles: Record<"challenge" | "solution" | "impact", MessageKey> = {
  challenge: "ui.caseStudy.challenge",
  solution: "ui.caseStudy.solution",
  impact: "ui.caseStudy.impact",
};

type Props = {
  cases: readonly CaseDialogItem[];
  /** The case to open with; null: no case is asked for. */
  index: number | null;
  onOpenChange: (open: boolean) => void;
};

/** A case in full, with Previous/Next through the list. Renders nothing without a case. */
export function CaseStudyDialog({ cases, index: start, onOpenChange }: Props) {
  const { t } = useI18n();
  const [index, setIndex] = React.useState(start ?? 0);
  const study = cases[index];
  if (start === null || !study) return null;
  const count = cases.length;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600} closeLabel={t("dialog.close")}>
        <p className="font-mono text-xs tracking-wider text-primary uppercase">
          {study.category} · {study.industry} · {study.date}
        </p>
        <DialogTitle>{study.title}</DialogTitle>
        <DialogDescription>{t("ui.caseStudy.client", { client: study.client })}</DialogDescription>
        <div className="grid max-h-[70vh] gap-6 overflow-y-auto pr-1">
          <div className="overflow-hidden rounded-xl border">
            <Artwork
              seed={study.id}
              gradient={study.gradient}
              width={560}
              height={250}
              className="aspect-[16/7]"
            />
          </div>
          {(["challenge", "solution", "impact"] as const).map((part) => (
            <section key={part}>
              <h3 className="font-mono text-xs tracking-wider text-primary uppercase">
                {t(partTitles[part])}
              </h3>
              <p className="mt-2 text-sm muted-copy">{study[part]}</p>
            </section>
          ))}
          <DetailList title={t("ui.caseStudy.results")} items={study.metrics} />
          <section>
            <h3 className="font-mono text-xs tracking-wider text-primary uppercase">
              {t("ui.caseStudy.technologies")}
            </h3>
            <ChipList items={study.technologies} mono className="mt-3" />
          </section>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft aria-hidden="true" /> {t("dialog.previous")}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={index === count - 1}
              onClick={() => setIndex(index + 1)}
            >
              {t("dialog.next")} <ChevronRight aria-hidden="true" />
            </Button>
            <span aria-live="polite" className="text-sm text-muted-foreground">
              {t("dialog.position", { current: index + 1, total: count })}
            </span>
          </div>
          <Button type="button" size="sm" onClick={() => onOpenChange(false)}>
            {t("dialog.close")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
