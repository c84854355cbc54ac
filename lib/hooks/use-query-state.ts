import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * Filter state kept in the address's query string, so a reload or a shared link restores it.
 * The static HTML renders the unfiltered state; the client reads the query after hydration.
 */
export function useQueryState(key: string, fallback: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(key) ?? fallback,
    () => fallback,
  );
  const setValue = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      if (next === fallback || next === "") url.searchParams.delete(key);
      else url.searchParams.set(key, next);
      window.history.replaceState(null, "", url);
      listeners.forEach((listener) => listener());
    },
    [key, fallback],
  );
  return [value, setValue];
}
