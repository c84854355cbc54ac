"use client";

import { DetailList, Paragraphs } from "@/components/dialogs/detail-list";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { MlIndustry } from "@/content/service-pages/schema";

type Props = { record: MlIndustry | null; onOpenChange: (open: boolean) => void };

/** One industry's machine-learning work: about, all six applications, benefits, case examples. */
export function MlCaseDialog({ record, onOpenChange }: Props) {
  const { t } = useI18n();
  if (!record) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600} closeLabel={t("dialog.close")}>
        <DialogTitle>{record.title}</DialogTitle>
        <DialogDescription>{record.description}</DialogDescription>
        <div className="grid max-h-[70vh] gap-6 overflow-y-auto pr-1">
          <section>
            <h3 className="font-mono text-xs tracking-wider text-primary uppercase">About</h3>
            <div className="mt-3">
              <Paragraphs text={record.longDescription} />
            </div>
          </section>
          <DetailList title="Applications" items={record.applications} />
          <DetailList title="Key Benefits" items={record.benefits} />
          <DetailList title="Case Examples" items={record.examples} />
        </div>
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("dialog.close")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
