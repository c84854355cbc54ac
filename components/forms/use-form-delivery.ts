"use client";

import * as React from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";
import { brand } from "@/lib/brand";
import { useSubmissionMeta } from "@/components/forms/use-submission-meta";
import {
  delivery,
  mailtoHref,
  submitForm,
  type FormFields,
  type SubmitFailure,
} from "@/lib/forms/submit";
import { useFormDraft } from "@/lib/hooks/use-form-draft";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export type DeliveryState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "mailto"; href: string }
  | { kind: "failed"; reason: SubmitFailure; status?: number; href: string };

type Options<T extends FieldValues> = {
  /** The form's name at the endpoint (`form`, or Netlify's `form-name`). */
  name: string;
  form: UseFormReturn<T>;
  /** Subject of the e-mail the visitor's mail client opens with. */
  subject: string;
  /** Fields sent beside the visitor's values (which job, which service). */
  extra?: FormFields;
  /** Keeps the values in localStorage until the form is delivered. */
  draftKey?: string;
  simulateMs?: number;
  /** Runs once the message has arrived (or, in development, been simulated). */
  onSent?: (values: T) => void;
};

/**
 * One submit path for every form: validate, then deliver exactly once (a second click while
 * sending is ignored). Invalid: focus the first invalid field in reading order. Failure: keep
 * every value and offer Retry and e-mail. No endpoint: open the visitor's mail client with the
 * message filled in, and keep the draft until they have sent it.
 */
export function useFormDelivery<T extends FieldValues>({
  name,
  form,
  subject,
  extra,
  draftKey,
  simulateMs,
  onSent,
}: Options<T>) {
  const { formElement, attachForm, prepare, settle } = useSubmissionMeta();
  const inFlight = React.useRef(false);
  const [state, setState] = React.useState<DeliveryState>({ kind: "idle" });
  const [invalidCount, setInvalidCount] = React.useState(0);
  const draft = useFormDraft(draftKey ?? "", form, Boolean(draftKey));
  const hydrated = useHydrated();

  const deliver = async (values: T) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setInvalidCount(0);
    const fields = { ...values, ...extra };
    const href = mailtoHref(brand.email.general, subject, fields);
    setState({ kind: "sending" });
    try {
      // Only an endpoint checks the honeypot and the time; the mail client opens at once.
      const meta = delivery.mode === "endpoint" ? await prepare(fields) : undefined;
      const result = await submitForm(name, fields, { simulateMs, meta });
      if (meta) settle(result.ok);
      if (!result.ok) return setState({ ...result, kind: "failed", href });
      if (result.via === "mailto") {
        window.location.href = href;
        return setState({ kind: "mailto", href });
      }
      onSent?.(values);
      draft.clear();
      setState({ kind: "sent" });
    } finally {
      inFlight.current = false;
    }
  };

  const onInvalid = (errors: FieldErrors<T>) => {
    setState({ kind: "idle" });
    setInvalidCount(Object.keys(errors).length);
    const first = [...(formElement?.elements ?? [])].find(
      (element): element is HTMLElement & { name: string } =>
        "name" in element && typeof element.name === "string" && element.name in errors,
    );
    first?.focus();
  };

  return {
    /** A callback ref for the <form>. */
    attachForm,
    state,
    invalidCount,
    hydrated,
    sending: state.kind === "sending",
    onSubmit: (event: React.FormEvent<HTMLFormElement>) =>
      form.handleSubmit(deliver, onInvalid)(event),
    /** Sends again with the values as they are now. */
    retry: () => formElement?.requestSubmit(),
    /** Back to the empty form after a success ("Send Another Message"). */
    reset: () => setState({ kind: "idle" }),
  };
}
