"use client";

import { useForm } from "react-hook-form";
import { ContactFields } from "@/components/forms/contact-fields";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { SentStatus } from "@/components/forms/sent-status";
import { SubmitButton } from "@/components/forms/submit-button";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/lib/brand";
import { coverNoteMinLength, linksPattern, nameMinLength } from "@/lib/forms/fields";
import { emptyJobApplication } from "@/lib/forms/page-forms";
import type { JobApplicationValues } from "@/lib/schemas/job-application";

const schema = lazyResolver<JobApplicationValues>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/job-application")]).then(
    ([{ zodResolver }, { jobApplicationSchema }]) => zodResolver(jobApplicationSchema),
  ),
);

type Props = { jobId: string | null; jobTitle: string; onSent?: () => void };

export const jobDraftKey = (jobId: string | null) =>
  `${brand.storagePrefix}-draft-job-${jobId ?? "general"}`;

/** An application for one job (or a general one): kept as a draft until it is sent. */
export function JobApplicationForm({ jobId, jobTitle, onSent }: Props) {
  const { t } = useI18n();
  const form = useForm<JobApplicationValues>({
    resolver: schema.resolver,
    defaultValues: emptyJobApplication,
    shouldFocusError: false,
  });
  const { attachForm, hydrated, invalidCount, onSubmit, retry, sending, state } = useFormDelivery({
    name: "job-application",
    form,
    subject: t("forms.job.subject", { job: jobTitle }),
    extra: { jobId: jobId ?? "general", jobTitle },
    draftKey: jobDraftKey(jobId),
    onSent: () => {
      form.reset(emptyJobApplication);
      void notify("success", t("forms.job.sentToast", { job: jobTitle }));
      onSent?.();
    },
  });

  return (
    <DeliveredForm
      name="job-application"
      extra={{ jobId: jobId ?? "general", jobTitle }}
      hydrated={hydrated}
      ref={attachForm}
      onSubmit={onSubmit}
      onFocus={schema.preload}
      aria-label={t("forms.job.apply", { job: jobTitle })}
      className="grid gap-4"
    >
      <ContactFields form={form} nameLabel="forms.field.fullName" nameMinLength={nameMinLength} />
      <TextField
        form={form}
        name="links"
        label={t("forms.field.links")}
        type="text"
        placeholder="https://linkedin.com/in/…, https://github.com/…"
        description={t("forms.field.linksHint")}
        required
        pattern={linksPattern}
      />
      <TextAreaField
        form={form}
        name="coverNote"
        label={t("forms.field.coverNote")}
        rows={5}
        required
        minLength={coverNoteMinLength}
      />
      <DeliveryNotice state={state} invalidCount={invalidCount} onRetry={retry} />
      <SentStatus sent={state.kind === "sent"} message={t("forms.job.sent")} />
      <SubmitButton
        sending={sending}
        label={t("forms.job.submit")}
        className="justify-self-start"
      />
    </DeliveredForm>
  );
}
