import { brand } from "@/lib/brand";
import { privacySignal } from "@/lib/privacy-signal";

/** "blocked": the browser sends Global Privacy Control or Do Not Track, so analytics never loads. */
export type Consent = "granted" | "denied" | "unset" | "blocked";

export const consentStorageKey = `${brand.storagePrefix}-analytics-consent`;

const listeners = new Set<() => void>();
let reopened = false;
const emit = () => listeners.forEach((listener) => listener());

export function getConsent(): Consent {
  if (privacySignal(navigator)) return "blocked";
  try {
    const stored = localStorage.getItem(consentStorageKey);
    return stored === "granted" || stored === "denied" ? stored : "unset";
  } catch {
    return "unset";
  }
}

export function setConsent(consent: "granted" | "denied") {
  try {
    localStorage.setItem(consentStorageKey, consent);
  } catch {
    // Not remembered; the choice still applies to this visit's banner.
  }
  reopened = false;
  emit();
}

/** "Cookie settings" in the footer: show the banner again, whatever was chosen before. */
export function reopenConsent() {
  reopened = true;
  emit();
}

export const getReopened = () => reopened;

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
