"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { useForm } from "react-hook-form";
import { getMeeting, subscribeMeeting } from "@/components/contact/meeting-store";
import { ContactFields } from "@/components/forms/contact-fields";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { PageForm } from "@/components/forms/page-form";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Interpolate } from "@/components/ui/interpolate";
import { brand } from "@/lib/brand";
import { emptyContact, inquiryTypes } from "@/lib/forms/page-forms";
import type { MessageKey } from "@/lib/i18n";
import type { ContactValues } from "@/lib/forms/schemas/contact";
import { pagePath } from "@/lib/page-paths";

const CircleCheck = spriteIcon("circle-check");

const schema = lazyResolver<ContactValues>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/forms/schemas/contact")]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema),
  ),
);

export const contactDraftKey = `${brand.storagePrefix}-draft-contact`;
export const contactSendMs = 1500;

/** The contact form: "Sending..." until the message is delivered, then the success panel. */
export function ContactForm() {
  const { t, href } = useI18n();
  const form = useForm<ContactValues>({
    resolver: schema.resolver,
    defaultValues: emptyContact,
    shouldFocusError: false,
  });
  const delivery = useFormDelivery({
    name: "contact",
    form,
    subject: t("forms.contact.subject"),
    draftKey: contactDraftKey,
    simulateMs: contactSendMs,
    onSent: () => form.reset(emptyContact),
  });
  const meeting = React.useSyncExternalStore(subscribeMeeting, getMeeting, () => null);

  React.useEffect(() => {
    if (!meeting) return;
    form.setValue("subject", meeting.subject, { shouldDirty: true });
    form.setValue("inquiryType", "services", { shouldDirty: true });
    form.setFocus("fullName");
  }, [meeting, form]);

  if (delivery.state.kind === "sent") {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-4 rounded-2xl border border-impact/40 bg-impact/10 p-8"
      >
        <CircleCheck aria-hidden="true" className="size-10 text-impact" />
        <h3 className="text-2xl font-semibold">{t("forms.contact.sentTitle")}</h3>
        <p className="muted-copy">{t("forms.contact.sentText")}</p>
        <Button type="button" variant="outline" onClick={delivery.reset}>
          {t("forms.contact.sendAnother")}
        </Button>
      </div>
    );
  }

  const consentError = form.formState.errors.consent?.message;
  return (
    <PageForm
      name="contact"
      delivery={delivery}
      onFocus={schema.preload}
      label={t("forms.contact.label")}
      className="grid gap-5"
      submitLabel={t("forms.contact.submit")}
    >
      <div className="grid gap-1.5">
        <label htmlFor="contact-inquiry" className="text-sm font-medium">
          {t("forms.contact.inquiryType")}
        </label>
        <select
          id="contact-inquiry"
          {...form.register("inquiryType")}
          className="h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
        >
          {inquiryTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.labelKey)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          form={form}
          nameField="fullName"
          nameLabel="forms.field.fullName"
          emailLabel="forms.field.emailAddress"
        />
        <TextField
          form={form}
          name="phone"
          label={t("forms.field.phoneNumber")}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          form={form}
          name="company"
          label={t("forms.field.company")}
          autoComplete="organization"
        />
      </div>
      <TextField form={form} name="subject" label={t("forms.field.subject")} required />
      <TextAreaField
        form={form}
        name="message"
        label={t("forms.field.message")}
        rows={6}
        required
      />
      <div className="grid gap-1.5">
        <label className="flex items-start gap-3 text-sm leading-relaxed">
          <input
            type="checkbox"
            required
            {...form.register("consent")}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? "contact-consent-error" : undefined}
            className="mt-1 size-4 accent-[var(--primary)]"
          />
          <span>
            <Interpolate
              text={t("forms.contact.consent", { brand: brand.name })}
              parts={{
                link: (
                  <a
                    href={href(pagePath("privacy"))}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {t("footer.privacy")}
                  </a>
                ),
              }}
            />{" "}
            <span className="text-destructive">*</span>
          </span>
        </label>
        <p
          id="contact-consent-error"
          aria-live="polite"
          className="text-sm text-destructive empty:hidden"
        >
          {consentError ? t(consentError as MessageKey) : ""}
        </p>
      </div>
    </PageForm>
  );
}
