import {
  challengeField,
  honeypotField,
  newSubmissionId,
  remainingFillMs,
  type SubmissionMeta,
} from "@/lib/forms/bot-check";
import { challengeUsedEvent } from "@/lib/forms/challenge";

/** What a form keeps between its attempts (components/forms/use-submission-meta.ts). */
export type MetaState = {
  form: HTMLFormElement | null;
  /** When the form appeared: mounted, hydrated or opened. */
  shownAt: number;
  attempt: { values: string; id: string } | null;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fieldValue = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : "";
};

/** The meta of a submission of `fields`, once the minimum time has passed (never refused). */
export async function prepareMeta(
  state: MetaState,
  fields: Record<string, unknown>,
): Promise<SubmissionMeta> {
  const values = JSON.stringify(fields);
  const attempt =
    state.attempt?.values === values ? state.attempt : { values, id: newSubmissionId() };
  state.attempt = attempt;
  // A timer may fire a fraction of a millisecond before the clock says its time is up: wait
  // until it has, and round down, so the time sent is never under the receiver's minimum.
  for (
    let hold = remainingFillMs(state.shownAt, performance.now());
    hold > 0;
    hold = remainingFillMs(state.shownAt, performance.now())
  )
    await wait(Math.ceil(hold));
  const challenge = fieldValue(state.form, challengeField);
  return {
    id: attempt.id,
    elapsedMs: Math.floor(performance.now() - state.shownAt),
    honeypot: fieldValue(state.form, honeypotField),
    ...(challenge ? { challenge } : {}),
  };
}

/** After an attempt: a challenge token is good once; a delivered submission's id is done. */
export function settleMeta(state: MetaState, delivered: boolean): void {
  state.form?.dispatchEvent(new Event(challengeUsedEvent));
  if (delivered) state.attempt = null;
}
