"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Loader2 } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import { getMeeting, subscribeMeeting } from "@/components/contact/meeting-store";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { brand } from "@/content/brand";
import { submitForm } from "@/lib/forms/submit";
import { useFormDraft } from "@/lib/hooks/use-form-draft";
import {
  contactSchema,
  contactSuccessText,
  emptyContact,
  inquiryTypes,
  type ContactValues,
} from "@/lib/schemas/contact";

export const contactDraftKey = `${brand.storagePrefix}-draft-contact`;
export const contactSendMs = 1500;

/** The contact form: "Sending..." for 1.5 s (or a real POST), then the success panel. */
export function ContactForm() {
  const [sent, setSent] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
  });
  const draft = useFormDraft(contactDraftKey, form);
  const meeting = React.useSyncExternalStore(subscribeMeeting, getMeeting, () => null);

  React.useEffect(() => {
    if (!meeting) return;
    form.setValue("subject", meeting.subject, { shouldDirty: true });
    form.setValue("inquiryType", "services", { shouldDirty: true });
    form.setFocus("fullName");
  }, [meeting, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submitForm("contact", values, { simulateMs: contactSendMs });
    if (!result.ok) return setFailure(result.error);
    form.reset(emptyContact);
    draft.clear();
    setSent(true);
  });

  if (sent) {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-4 rounded-2xl border border-impact/40 bg-impact/10 p-8"
      >
        <CircleCheck aria-hidden="true" className="size-10 text-impact" />
        <h3 className="text-2xl font-semibold">Message Sent Successfully!</h3>
        <p className="leading-relaxed text-muted-foreground">{contactSuccessText}</p>
        <Button type="button" variant="outline" onClick={() => setSent(false)}>
          Send Another Message
        </Button>
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  const consentError = form.formState.errors.consent?.message;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor="contact-inquiry" className="text-sm font-medium">
          Inquiry type
        </label>
        <select
          id="contact-inquiry"
          {...form.register("inquiryType")}
          className="h-10 rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
        >
          {inquiryTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="fullName" label="Full name" autoComplete="name" required />
        <TextField
          form={form}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
        />
        <TextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <TextField form={form} name="company" label="Company" autoComplete="organization" />
      </div>
      <TextField form={form} name="subject" label="Subject" required />
      <TextAreaField form={form} name="message" label="Message" rows={6} required />
      <div className="grid gap-1.5">
        <label className="flex items-start gap-3 text-sm leading-relaxed">
          <input
            type="checkbox"
            {...form.register("consent")}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? "contact-consent-error" : undefined}
            className="mt-1 size-4 accent-[var(--primary)]"
          />
          <span>
            I agree that {brand.name} may use these details to answer my message, as described in
            the{" "}
            <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </a>
            . <span className="text-destructive">*</span>
          </span>
        </label>
        <p
          id="contact-consent-error"
          aria-live="polite"
          className="text-sm text-destructive empty:hidden"
        >
          {consentError ?? ""}
        </p>
      </div>
      {failure ? (
        <FormAlert error={failure} subject="Website inquiry" fields={form.getValues()} />
      ) : null}
      <Button type="submit" size="lg" className="justify-self-start" disabled={submitting}>
        {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
