"use client";

import * as React from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useI18n } from "@/components/i18n/i18n-provider";
import { cx } from "@/lib/cx";
import type { MessageKey } from "@/lib/i18n";

type BaseProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: string;
  /** Native constraints, mirroring the zod schema so a browser without JavaScript checks them. */
  required?: boolean;
  minLength?: number;
  className?: string;
};

const controlClass =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm";

/**
 * Label, control, hint and inline error, wired with aria-invalid and aria-describedby. Error
 * messages are catalogue keys (lib/forms/schemas), shown in the page's language.
 */
function FieldFrame<T extends FieldValues>({
  form,
  name,
  label,
  description,
  required,
  minLength,
  className,
  children,
}: BaseProps<T> & {
  children: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    required: boolean | undefined;
    minLength: number | undefined;
  }) => React.ReactNode;
}) {
  const { t } = useI18n();
  const id = `field-${React.useId().replace(/:/g, "")}-${name}`;
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const describedBy = [description ? `${id}-hint` : "", error?.message ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cx("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">{t("forms.optional")}</span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        required: required || undefined,
        minLength,
      })}
      {description ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error?.message ? t(error.message as MessageKey) : ""}
      </p>
    </div>
  );
}

export function TextField<T extends FieldValues>({
  type = "text",
  autoComplete,
  placeholder,
  pattern,
  ...props
}: BaseProps<T> & {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  placeholder?: string;
  pattern?: string;
}) {
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <input
          {...aria}
          {...props.form.register(props.name)}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          pattern={pattern}
          className={cx(controlClass, "h-10")}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField<T extends FieldValues>({
  rows = 4,
  placeholder,
  ...props
}: BaseProps<T> & { rows?: number; placeholder?: string }) {
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <textarea
          {...aria}
          {...props.form.register(props.name)}
          rows={rows}
          placeholder={placeholder}
          className={cx(controlClass, "resize-y py-2 leading-relaxed")}
        />
      )}
    </FieldFrame>
  );
}

/** A group of checkboxes writing an array of the checked options. */
export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  className,
}: Omit<BaseProps<T>, "required" | "description"> & {
  /** `value` is what the form sends, `label` what the visitor reads. */
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useI18n();
  const id = `group-${React.useId().replace(/:/g, "")}`;
  return (
    <fieldset className={cx("grid gap-2", className)}>
      <legend className="mb-1 text-sm font-medium">
        {label}
        <span className="font-normal text-muted-foreground">{t("forms.optional")}</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 text-sm transition-colors has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              value={option.value}
              {...form.register(name)}
              className="size-4 accent-[var(--primary)]"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
