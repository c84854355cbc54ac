"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The build year in the static HTML, the visitor's current year once hydrated. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
