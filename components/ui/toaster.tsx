"use client";

import dynamic from "next/dynamic";
import * as React from "react";

type ToastKind = "success" | "error" | "info";

// Sonner loads with the first toast, not with every page. The host mounts the Toaster, and the
// toast is raised once the Toaster has subscribed (its effects run before the host's).
let requested = false;
const listeners = new Set<() => void>();
let ready: Promise<void> | undefined;
let resolveReady: (() => void) | undefined;

const LazyToaster = dynamic(
  () => import("@/components/ui/toaster-view").then((module) => module.ToasterView),
  { ssr: false },
);

export async function notify(kind: ToastKind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    ready = new Promise((resolve) => (resolveReady = resolve));
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  toast[kind](message);
}

export function ToastHost() {
  const active = React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  return active ? <LazyToaster onReady={() => resolveReady?.()} /> : null;
}
