"use client";

import { DetailList, Paragraphs } from "@/components/dialogs/detail-list";
import type { DialogRequest } from "@/components/dialogs/dialog-store";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { DialogContent as DialogData } from "@/lib/dialog-content";
import type { MessageKey, TranslateValues } from "@/lib/i18n";

/** A topic in depth: title, summary, long description and titled lists. */
export type Detail = {
  title: string;
  description: string;
  longDescription: string;
  /** A heading over the long description, when the lists below have headings too. */
  aboutTitle?: string;
  lists: { title: string; items: readonly string[] }[];
};

/**
 * What a use case or a machine-learning industry shows in the detail dialog, with headings in
 * the page's language; null for other requests.
 */
export function detailFor(
  request: DialogRequest | null,
  content: DialogData | null,
  t: (key: MessageKey, values?: TranslateValues) => string,
): Detail | null {
  const useCase = request?.kind === "use-case" ? content?.useCases[request.key] : undefined;
  if (useCase) {
    return {
      ...useCase,
      lists: [
        { title: t("ui.detail.benefits"), items: useCase.benefits },
        { title: t("ui.detail.examples"), items: useCase.examples },
      ],
    };
  }
  const record = request?.kind === "ml-case" ? content?.mlCases[request.id] : undefined;
  if (record) {
    return {
      ...record,
      aboutTitle: t("ui.detail.about"),
      lists: [
        { title: t("ui.detail.applications"), items: record.applications },
        { title: t("ui.detail.keyBenefits"), items: record.benefits },
        { title: t("ui.detail.caseExamples"), items: record.examples },
      ],
    };
  }
  return null;
}

/** The detail dialog: use cases (benefits, examples) and ML industries (all six applications). */
export function DetailDialog({
  detail,
  onOpenChange,
}: {
  detail: Detail | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  if (!detail) return null;
  const about = <Paragraphs text={detail.longDescription} />;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600} closeLabel={t("dialog.close")}>
        <DialogTitle>{detail.title}</DialogTitle>
        <DialogDescription>{detail.description}</DialogDescription>
        <div className="grid max-h-[70vh] gap-6 overflow-y-auto pr-1">
          {detail.aboutTitle ? (
            <section>
              <h3 className="font-mono text-xs tracking-wider text-primary uppercase">
                {detail.aboutTitle}
              </h3>
              <div className="mt-3">{about}</div>
            </section>
          ) : (
            about
          )}
          {detail.lists.map((list) => (
            <DetailList key={list.title} title={list.title} items={list.items} />
          ))}
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
