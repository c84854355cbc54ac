"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { ContactFields } from "@/components/forms/contact-fields";
import { CheckboxGroupField, TextAreaField, TextField } from "@/components/forms/fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { PageForm } from "@/components/forms/page-form";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { notify } from "@/components/ui/toaster";
import { brand } from "@/lib/brand";
import { ngoInterestAreas } from "@/lib/forms/options";
import { emptyNgoApplication, ngoInterestLabels } from "@/lib/forms/page-forms";
import type { NgoApplicationValues } from "@/lib/forms/schemas/ngo-application";

const schema = lazyResolver<NgoApplicationValues>(() =>
  Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/forms/schemas/ngo-application"),
  ]).then(([{ zodResolver }, { ngoApplicationSchema }]) => zodResolver(ngoApplicationSchema)),
);

export const ngoDraftKey = `${brand.storagePrefix}-draft-ngo-application`;
/**
 * The NGO Lab application. Drafts survive reloads until sent; a sent form keeps its values.
 * Links to `#focusAnchor` move focus to its first field.
 */
export function NgoApplicationForm({ focusAnchor }: { focusAnchor: string }) {
  const { t } = useI18n();
  const form = useForm<NgoApplicationValues>({
    resolver: schema.resolver,
    defaultValues: emptyNgoApplication,
    shouldFocusError: false,
  });
  const delivery = useFormDelivery({
    name: "ngo-application",
    form,
    subject: t("forms.ngo.label"),
    draftKey: ngoDraftKey,
    onSent: () => void notify("success", t("forms.ngo.success")),
  });
  useFocusFromAnchor(focusAnchor, () => form.setFocus("organization"));

  return (
    <PageForm
      name="ngo-application"
      delivery={delivery}
      onFocus={schema.preload}
      label={t("forms.ngo.label")}
      className="grid gap-5"
      sentMessage={t("forms.ngo.success")}
      submitLabel={t("forms.ngo.submit")}
      submitVariant="impact"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="organization"
          label={t("forms.field.organization")}
          autoComplete="organization"
        />
        <TextField
          form={form}
          name="website"
          label={t("forms.field.website")}
          type="url"
          autoComplete="url"
          placeholder="https://"
        />
        <ContactFields
          form={form}
          nameField="contactPerson"
          nameLabel="forms.field.contactPerson"
          emailLabel="forms.field.emailAddress"
          required={false}
        />
      </div>
      <TextAreaField form={form} name="mission" label={t("forms.field.mission")} rows={3} />
      <TextAreaField
        form={form}
        name="challenge"
        label={t("forms.field.challenge")}
        rows={4}
        description={t("forms.field.challengeHint")}
      />
      <CheckboxGroupField
        form={form}
        name="interests"
        label={t("forms.field.interests")}
        options={ngoInterestAreas.map((value) => ({ value, label: t(ngoInterestLabels[value]) }))}
      />
    </PageForm>
  );
}

/**
 * Links to `#anchor` scroll to the form (the browser does that, with or without JavaScript);
 * this moves focus into it as well, also when the page opens at that anchor.
 */
function useFocusFromAnchor(anchor: string, focus: () => void) {
  const focusRef = React.useRef(focus);
  React.useEffect(() => {
    focusRef.current = focus;
  });
  React.useEffect(() => {
    const focusSoon = () => requestAnimationFrame(() => focusRef.current());
    if (window.location.hash === `#${anchor}`) focusSoon();
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link instanceof HTMLAnchorElement && link.hash === `#${anchor}`) focusSoon();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [anchor]);
}
