"use client";

import * as React from "react";

/**
 * A module loaded on first use: `request()` starts the import once; the component re-renders
 * with the module when it arrives. `onLoad` runs just before that render, in the same batch, so
 * callers can capture what the visitor was doing at the moment of the swap. A failed import
 * (offline, a stale deployment) is forgotten, so the next request tries again.
 */
export function useLazyModule<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = React.useState<T | null>(null);
  const pending = React.useRef(false);
  const request = React.useCallback(
    (onLoad?: (module: T) => void) => {
      if (pending.current) return;
      pending.current = true;
      load().then(
        (module) => {
          onLoad?.(module);
          setLoaded(() => module);
        },
        () => {
          pending.current = false;
        },
      );
    },
    [load],
  );
  return [loaded, request] as const;
}
