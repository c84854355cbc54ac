"use client";

import * as React from "react";
import {
  challengeField,
  honeypotField,
  newSubmissionId,
  remainingFillMs,
  type SubmissionMeta,
} from "@/lib/forms/bot-check";
import { challengeUsedEvent } from "@/lib/forms/challenge";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fieldValue = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : "";
};

/**
 * What a submission carries besides the fields (lib/forms/bot-check.ts): the time since the form
 * appeared (measured from when it mounted: hydration for a page form, opening for a dialog), the
 * honeypot, the challenge token, and an id kept for every attempt at sending the same values, so
 * a retry after a lost answer is one lead at the receiver, not two.
 */
export function useSubmissionMeta() {
  const [formElement, setFormElement] = React.useState<HTMLFormElement | null>(null);
  const shownAt = React.useRef(0);
  const attempt = React.useRef<{ values: string; id: string } | null>(null);

  const attachForm = React.useCallback((element: HTMLFormElement | null) => {
    if (element) shownAt.current = performance.now();
    setFormElement(element);
  }, []);

  /** The meta of a submission of `fields`, once the minimum time has passed (never refused). */
  const prepare = async (fields: Record<string, unknown>): Promise<SubmissionMeta> => {
    const values = JSON.stringify(fields);
    if (attempt.current?.values !== values) attempt.current = { values, id: newSubmissionId() };
    const hold = remainingFillMs(shownAt.current, performance.now());
    if (hold > 0) await wait(hold);
    const challenge = fieldValue(formElement, challengeField);
    return {
      id: attempt.current.id,
      elapsedMs: Math.round(performance.now() - shownAt.current),
      honeypot: fieldValue(formElement, honeypotField),
      ...(challenge ? { challenge } : {}),
    };
  };

  /** After an attempt: a challenge token is good once; a delivered submission's id is done. */
  const settle = (delivered: boolean) => {
    formElement?.dispatchEvent(new Event(challengeUsedEvent));
    if (delivered) attempt.current = null;
  };

  return { formElement, attachForm, prepare, settle };
}
