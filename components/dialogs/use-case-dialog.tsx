"use client";

import { DetailList, Paragraphs } from "@/components/dialogs/detail-list";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { UseCase } from "@/content/service-pages/schema";

type Props = { useCase: UseCase | null; onOpenChange: (open: boolean) => void };

/** A use case in depth: long description, benefits and examples. Renders nothing without one. */
export function UseCaseDialog({ useCase, onOpenChange }: Props) {
  const { t } = useI18n();
  if (!useCase) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600} closeLabel={t("dialog.close")}>
        <DialogTitle>{useCase.title}</DialogTitle>
        <DialogDescription>{useCase.description}</DialogDescription>
        <div className="grid max-h-[70vh] gap-6 overflow-y-auto pr-1">
          <Paragraphs text={useCase.longDescription} />
          <DetailList title="Benefits" items={useCase.benefits} />
          <DetailList title="Examples" items={useCase.examples} />
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
