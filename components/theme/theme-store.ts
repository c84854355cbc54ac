import { brand } from "@/content/brand";

/** The visitor's theme: "light" or "dark" when chosen, otherwise the system's. */
export const themeStorageKey = `${brand.storagePrefix}-theme`;

export type Theme = "light" | "dark";

const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Applies the stored (or system) theme to <html> before first paint. Inlined in <head>; the
 * CSP step hashes it like every inline script.
 */
export const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t!=="light"&&t!=="dark")t=matchMedia(${JSON.stringify(darkQuery)}).matches?"dark":"light";var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.style.colorScheme=t}catch(e){}`;

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null; // storage blocked: follow the system
  }
}

function resolvedTheme(): Theme {
  return storedTheme() ?? (matchMedia(darkQuery).matches ? "dark" : "light");
}

/** Puts a theme on <html> without animating every colour transition on the page. */
function apply(theme: Theme): void {
  const root = document.documentElement;
  root.classList.add("theme-switching");
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  void getComputedStyle(root).color; // flush styles while transitions are off
  requestAnimationFrame(() => root.classList.remove("theme-switching"));
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Not persisted; this page still switches.
  }
  apply(theme);
  listeners.forEach((listener) => listener());
}

export function getThemeSnapshot(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Follows changes made in another tab and, with no stored choice, changes of the system theme. */
export function subscribeTheme(listener: () => void): () => void {
  const sync = () => {
    const theme = resolvedTheme();
    if (theme !== getThemeSnapshot()) apply(theme);
    listener();
  };
  const onStorage = (event: StorageEvent) => event.key === themeStorageKey && sync();
  const media = matchMedia(darkQuery);
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  media.addEventListener("change", sync);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    media.removeEventListener("change", sync);
  };
}
