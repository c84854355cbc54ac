"use client";

import * as React from "react";
import { OptionalChallenge } from "@/components/forms/optional-challenge";
import { Honeypot } from "@/components/forms/honeypot";
import { useSubmissionMeta } from "@/components/forms/use-submission-meta";
import { notify } from "@/components/ui/toaster";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { brand } from "@/lib/brand";
import type { MessageKey } from "@/lib/i18n";
import { cx } from "@/lib/cx";

/** Email signup: validated with the newsletter schema (loaded on submit), confirmed with a toast. */
export function NewsletterForm({
  className,
  id = "newsletter",
  placeholder,
}: {
  className?: string;
  id?: string;
  /** Overrides the translated placeholder (the article box uses the spec's own text). */
  placeholder?: string;
}) {
  const { t } = useI18n();
  const [error, setError] = React.useState<MessageKey | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const { attachForm, prepare, settle } = useSubmissionMeta();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { newsletterSchema } = await import("@/lib/forms/schemas/newsletter");
    const parsed = newsletterSchema.safeParse({ email: new FormData(form).get("email") ?? "" });
    if (!parsed.success) {
      setError((parsed.error.issues[0]?.message ?? "newsletter.emailInvalid") as MessageKey);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const { delivery, submitForm, mailtoHref } = await import("@/lib/forms/submit");
    const meta = delivery.mode === "endpoint" ? await prepare(parsed.data) : undefined;
    const result = await submitForm("newsletter", parsed.data, { meta });
    if (meta) settle(result.ok);
    if (!result.ok) return void notify("error", t("newsletter.failed"));
    if (result.via === "mailto") {
      window.location.href = mailtoHref(
        brand.email.general,
        t("forms.newsletter.subject"),
        parsed.data,
      );
      return void notify("info", t("newsletter.mailto"));
    }
    form.reset();
    void notify("success", t("newsletter.success"));
  };

  return (
    <form ref={attachForm} noValidate onSubmit={submit} className={cx("grid gap-2", className)}>
      <Honeypot label={t("forms.honeypot")} />
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t("newsletter.emailLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={placeholder ?? t("newsletter.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => error && setError(null)}
        />
        <Button type="submit">{t("newsletter.subscribe")}</Button>
      </div>
      <p
        id={errorId}
        role={error ? "alert" : undefined}
        className="min-h-5 text-sm text-destructive"
      >
        {error ? t(error) : null}
      </p>
      <OptionalChallenge />
    </form>
  );
}
