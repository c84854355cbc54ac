"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { ContactFields } from "@/components/forms/contact-fields";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { notify } from "@/components/ui/toaster";
import {
  abstractWordLimit,
  countWords,
  emptyGuestPost,
  guestPostSchema,
  type GuestPostValues,
} from "@/lib/forms/schemas/guest-post";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Submit a Guest Post": name, email, topic and an abstract of up to 300 words, counted live. */
export function GuestPostDialog({ open, onOpenChange }: Props) {
  const { t } = useI18n();
  const form = useForm<GuestPostValues>({
    resolver: zodResolver(guestPostSchema),
    defaultValues: emptyGuestPost,
    shouldFocusError: false,
  });
  const words = countWords(useWatch({ control: form.control, name: "abstract" }));
  const delivery = useFormDelivery({
    name: "guest-post",
    form,
    subject: t("forms.guestPost.subject"),
    onSent: () => {
      void notify("success", t("forms.guestPost.sent"));
      form.reset(emptyGuestPost);
      onOpenChange(false);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      width={550}
      title={t("forms.guestPost.title")}
      description={t("forms.guestPost.text")}
      name="guest-post"
      delivery={delivery}
      submitLabel={t("forms.guestPost.submit")}
    >
      <ContactFields form={form} />
      <TextField form={form} name="topic" label={t("forms.field.topic")} required />
      <TextAreaField
        form={form}
        name="abstract"
        label={t("forms.field.abstract", { limit: abstractWordLimit })}
        rows={6}
        description={t("forms.field.abstractCount", { count: words, limit: abstractWordLimit })}
        required
      />
    </FormDialog>
  );
}
