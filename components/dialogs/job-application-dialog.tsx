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
          {request.jobId ? `Apply: ${request.jobTitle}` : "Submit Your Resume"}
        </DialogTitle>
        <DialogDescription>
          Don&apos;t see the right role? Tell us about yourself; we keep strong profiles on file and
          reach out when a role fits.
        </DialogDescription>
        <JobApplicationForm
          jobId={request.jobId}
          jobTitle={request.jobTitle}
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
