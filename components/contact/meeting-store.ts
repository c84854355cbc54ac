/** A meeting card's request to the contact form: prefill the subject and take focus. */
export type MeetingRequest = { type: "discovery" | "expert"; subject: string; seq: number };

let pending: MeetingRequest | null = null;
const listeners = new Set<() => void>();

export function requestMeeting(type: MeetingRequest["type"], subject: string) {
  pending = { type, subject, seq: (pending?.seq ?? 0) + 1 };
  listeners.forEach((listener) => listener());
}

export function subscribeMeeting(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getMeeting = () => pending;
