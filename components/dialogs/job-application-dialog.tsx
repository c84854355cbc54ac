"use client";

import { JobApplicationForm } from "@/components/forms/job-application-form";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

type Props = {
  request: { jobId: string | null; jobTitle: string } | null;
  onOpenChange: (open: boolean) => void;
};

/** "Submit Your Resume": the application form in a dialog, closing once sent. */
export function JobApplicationDialog({ request, onOpenChange }: Props) {
  const { t } = useI18n();
  if (!request) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600} closeLabel={t("dialog.close")}>
        <DialogTitle>
          {request.jobId
            ? t("forms.job.apply", { job: request.jobTitle })
            : t("forms.job.dialogTitle")}
        </DialogTitle>
        <DialogDescription>{t("forms.job.dialogText")}</DialogDescription>
        <JobApplicationForm
          jobId={request.jobId}
          jobTitle={request.jobTitle}
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
