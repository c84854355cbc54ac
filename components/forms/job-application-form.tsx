"use client";

import { useForm } from "react-hook-form";
import { ContactFields } from "@/components/forms/contact-fields";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { PageForm } from "@/components/forms/page-form";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/lib/brand";
import { coverNoteMinLength, linksPattern, nameMinLength } from "@/lib/forms/options";
import { emptyJobApplication } from "@/lib/forms/page-forms";
import type { JobApplicationValues } from "@/lib/forms/schemas/job-application";

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
  const delivery = useFormDelivery({
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
    <PageForm
      name="job-application"
      extra={{ jobId: jobId ?? "general", jobTitle }}
      delivery={delivery}
      onFocus={schema.preload}
      label={t("forms.job.apply", { job: jobTitle })}
      className="grid gap-4"
      sentMessage={t("forms.job.sent")}
      submitLabel={t("forms.job.submit")}
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
    </PageForm>
  );
}
