"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Loader2 } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import { CheckboxGroupField, TextAreaField, TextField } from "@/components/forms/fields";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/content/brand";
import { submitForm } from "@/lib/forms/submit";
import { useFormDraft } from "@/lib/hooks/use-form-draft";
import {
  emptyNgoApplication,
  ngoApplicationSchema,
  ngoInterestAreas,
  ngoSuccessMessage,
  type NgoApplicationValues,
} from "@/lib/schemas/ngo-application";

export const ngoDraftKey = `${brand.storagePrefix}-draft-ngo-application`;

/** The NGO Lab application. Drafts survive reloads until sent; a sent form keeps its values. */
export function NgoApplicationForm() {
  const [sent, setSent] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<NgoApplicationValues>({
    resolver: zodResolver(ngoApplicationSchema),
    defaultValues: emptyNgoApplication,
  });
  const draft = useFormDraft(ngoDraftKey, form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    const result = await submitForm("ngo-application", values);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    draft.clear();
    setSent(true);
    void notify("success", ngoSuccessMessage);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="NGO Lab application" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="organization"
          label="Organization name"
          autoComplete="organization"
        />
        <TextField
          form={form}
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
        />
        <TextField form={form} name="contactPerson" label="Contact person" autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
        />
      </div>
      <TextAreaField form={form} name="mission" label="Organization mission" rows={3} />
      <TextAreaField
        form={form}
        name="challenge"
        label="Challenge description"
        rows={4}
        description="What problem would you like technology to help with, and who does it affect?"
      />
      <CheckboxGroupField
        form={form}
        name="interests"
        label="Areas of interest"
        options={ngoInterestAreas}
      />
      {failure ? (
        <FormAlert error={failure} subject="NGO Lab application" fields={form.getValues()} />
      ) : null}
      <p role="status" className="empty:hidden">
        {sent ? (
          <span className="flex gap-2.5 rounded-xl border border-impact/40 bg-impact/10 p-4 text-sm">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-impact" />
            {ngoSuccessMessage}
          </span>
        ) : null}
      </p>
      <Button
        type="submit"
        variant="impact"
        size="lg"
        className="justify-self-start"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : null}
        {form.formState.isSubmitting ? "Sending..." : "Submit Application"}
      </Button>
    </form>
  );
}
