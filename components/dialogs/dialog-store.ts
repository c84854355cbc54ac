/**
 * What a dialog trigger asks the host to show: plain data, or a reference into the dialog content
 * the host fetches (lib/dialog-content.ts), so a trigger carries no dialog's text.
 */
export type DialogRequest =
  | { kind: "request-demo"; service: string }
  | { kind: "launch-demo"; service: string }
  | { kind: "use-case"; key: string }
  | { kind: "ml-case"; id: string }
  | { kind: "case-study"; index: number }
  | { kind: "guest-post" }
  | { kind: "resource-access"; title: string; action: "Download" | "Watch" | "Request" }
  | { kind: "job-application"; jobId: string | null; jobTitle: string };

export type DialogKind = DialogRequest["kind"];

let current: DialogRequest | null = null;
let opened = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function openDialog(request: DialogRequest) {
  current = request;
  opened++;
  emit();
}

export function closeDialog() {
  current = null;
  emit();
}

export function subscribeDialog(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getDialog = () => current;
/** True once any dialog has been asked for: until then the host renders nothing at all. */
export const getDialogUsed = () => opened > 0;
