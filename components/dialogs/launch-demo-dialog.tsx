"use client";

import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatFigure } from "@/lib/format";

type Props = { service: string | null; onOpenChange: (open: boolean) => void };

/** The interactive demo's loading screen, as the spec shows it: progress held at 70%. */
export function LaunchDemoDialog({ service, onOpenChange }: Props) {
  const { locale, t } = useI18n();
  return (
    <Dialog open={service !== null} onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>{t("ui.demo.title", { service: service ?? "" })}</DialogTitle>
        <DialogDescription>{t("ui.demo.text")}</DialogDescription>
        <div className="grid gap-3 rounded-xl border bg-muted/50 p-5">
          <p className="font-medium">{t("ui.demo.loading")}</p>
          <div
            role="progressbar"
            aria-label={t("ui.demo.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={70}
            className="h-2 overflow-hidden rounded-full bg-border"
          >
            <div className="h-full w-[70%] rounded-full bg-primary" />
          </div>
          <p className="text-sm text-muted-foreground">
            {t("ui.demo.preparing", { progress: formatFigure(locale, "70%") })}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("dialog.closeDemo")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
