"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/forms/fields";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { MessageKey } from "@/lib/i18n";

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Where the form keeps the name: `name` unless it says otherwise. */
  nameField?: Path<T>;
  nameLabel?: MessageKey;
  emailLabel?: MessageKey;
  /** Both fields required (the default) or both optional. */
  required?: boolean;
  nameMinLength?: number;
};

/** Who is writing: the name and e-mail fields every form starts with, autocompleted as such. */
export function ContactFields<T extends FieldValues & { email: string }>({
  form,
  nameField = "name" as Path<T>,
  nameLabel = "forms.field.name",
  emailLabel = "forms.field.email",
  required = true,
  nameMinLength,
}: Props<T>) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        form={form}
        name={nameField}
        label={t(nameLabel)}
        autoComplete="name"
        required={required}
        minLength={nameMinLength}
      />
      <TextField
        form={form}
        name={"email" as Path<T>}
        label={t(emailLabel)}
        type="email"
        autoComplete="email"
        required={required}
      />
    </>
  );
}
