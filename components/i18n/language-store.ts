import { brand } from "@/content/brand";
import { defaultLanguage, isLanguage, type Language } from "@/lib/i18n";

/** The visitor's language, kept in localStorage and shared by every component (and tab). */
export const languageStorageKey = `${brand.storagePrefix}-language`;

const listeners = new Set<() => void>();

export function readLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage; // storage blocked (private mode, strict settings)
  }
}

export function writeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not persisted, but the page below still switches for this visit.
  }
  memory = language;
  listeners.forEach((listener) => listener());
}

let memory: Language | undefined;

export function getLanguageSnapshot(): Language {
  return memory ?? readLanguage();
}

export function subscribeLanguage(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== languageStorageKey) return;
    memory = undefined;
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
