"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { useForm } from "react-hook-form";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/lib/brand";
import { coverNoteMinLength, linksPattern, nameMinLength } from "@/lib/forms/options";
import { emptyJobApplication } from "@/lib/forms/page-forms";
import type { JobApplicationValues } from "@/lib/forms/schemas/job-application";

const CircleCheck = spriteIcon("circle-check");

const schema = lazyResolver<JobApplicationValues>(() =>
  Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/forms/schemas/job-application"),
  ]).then(([{ zodResolver }, { jobApplicationSchema }]) => zodResolver(jobApplicationSchema)),
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
      <TextField
        form={form}
        name="name"
        label={t("forms.field.fullName")}
        autoComplete="name"
        required
        minLength={nameMinLength}
      />
      <TextField
        form={form}
        name="email"
        label={t("forms.field.email")}
        type="email"
        autoComplete="email"
        required
      />
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
      <p role="status" className="empty:hidden">
        {state.kind === "sent" ? (
          <span className="flex gap-2.5 rounded-xl border border-impact/40 bg-impact/10 p-4 text-sm">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-impact" />
            {t("forms.job.sent")}
          </span>
        ) : null}
      </p>
      <SubmitButton
        sending={sending}
        label={t("forms.job.submit")}
        className="justify-self-start"
      />
    </DeliveredForm>
  );
}
