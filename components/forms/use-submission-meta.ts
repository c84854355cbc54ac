"use client";

import * as React from "react";
import type { SubmissionMeta } from "@/lib/forms/bot-check";
import type { MetaState } from "@/lib/forms/submission-meta";

// The work is in lib/forms/submission-meta.ts, loaded at the first send as the schemas are: the
// footer's newsletter form is on every page, and its first load carries only this hook.
const meta = () => import("@/lib/forms/submission-meta");

/**
 * What a submission carries besides the fields (lib/forms/bot-check.ts): the time since the form
 * appeared (measured from when it mounted: hydration for a page form, opening for a dialog), the
 * honeypot, the challenge token, and an id kept for every attempt at sending the same values, so
 * a retry after a lost answer is one lead at the receiver, not two.
 */
export function useSubmissionMeta() {
  const [formElement, setFormElement] = React.useState<HTMLFormElement | null>(null);
  const state = React.useRef<MetaState>({ form: null, shownAt: 0, attempt: null });

  const attachForm = React.useCallback((element: HTMLFormElement | null) => {
    if (element) state.current.shownAt = performance.now();
    state.current.form = element;
    setFormElement(element);
  }, []);

  const prepare = async (fields: Record<string, unknown>): Promise<SubmissionMeta> =>
    (await meta()).prepareMeta(state.current, fields);

  const settle = (delivered: boolean) =>
    void meta().then(({ settleMeta }) => settleMeta(state.current, delivered));

  return { formElement, attachForm, prepare, settle };
}
