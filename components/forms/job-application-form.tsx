"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/content/brand";
import { submitForm } from "@/lib/forms/submit";
import { useFormDraft } from "@/lib/hooks/use-form-draft";
import {
  emptyJobApplication,
  jobApplicationSchema,
  type JobApplicationValues,
} from "@/lib/schemas/job-application";

type Props = { jobId: string | null; jobTitle: string; onSent?: () => void };

export const jobDraftKey = (jobId: string | null) =>
  `${brand.storagePrefix}-draft-job-${jobId ?? "general"}`;

/** An application for one job (or a general one): kept as a draft until it is sent. */
export function JobApplicationForm({ jobId, jobTitle, onSent }: Props) {
  const [sent, setSent] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<JobApplicationValues>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: emptyJobApplication,
  });
  const draft = useFormDraft(jobDraftKey(jobId), form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    const result = await submitForm("job-application", { ...values, jobId, jobTitle });
    if (!result.ok) return setFailure(result.error);
    form.reset(emptyJobApplication);
    // Reset rewrites the draft through the watcher, so forget it afterwards.
    draft.clear();
    setSent(true);
    void notify(
      "success",
      `Application sent for ${jobTitle}. We reply to every applicant within five business days.`,
    );
    onSent?.();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Apply: ${jobTitle}`} className="grid gap-4">
      <TextField form={form} name="name" label="Full name" autoComplete="name" required />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        form={form}
        name="links"
        label="Links"
        type="text"
        placeholder="https://linkedin.com/in/…, https://github.com/…"
        description="Résumé, LinkedIn, GitHub or portfolio — full addresses, separated by commas."
        required
      />
      <TextAreaField form={form} name="coverNote" label="Cover note" rows={5} required />
      {failure ? (
        <FormAlert error={failure} subject={`Application: ${jobTitle}`} fields={form.getValues()} />
      ) : null}
      <p role="status" className="empty:hidden">
        {sent ? (
          <span className="flex gap-2.5 rounded-xl border border-impact/40 bg-impact/10 p-4 text-sm">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-impact" />
            Thank you — your application has been sent. We reply to every applicant within five
            business days.
          </span>
        ) : null}
      </p>
      <Button
        type="submit"
        size="lg"
        className="justify-self-start"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? "Sending..." : "Send Application"}
      </Button>
    </form>
  );
}
