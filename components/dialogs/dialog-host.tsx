"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { getDialog, getDialogUsed, subscribeDialog } from "@/components/dialogs/dialog-store";
import { OnDemandMessages } from "@/components/i18n/i18n-provider";

// All dialog bodies (and react-hook-form with zod) load with the first dialog a visitor opens.
// React.lazy over a plain import(), the one the triggers' warm-up calls too
// (components/dialogs/dialog-button.tsx): next/dynamic would compile a chunk of its own.
const Dialogs = lazy(() =>
  import("@/components/dialogs/dialogs").then((module) => ({ default: module.Dialogs })),
);

/** Mounted once in the root layout; renders whichever dialog a trigger asked for. */
export function DialogHost() {
  const request = useSyncExternalStore(subscribeDialog, getDialog, () => null);
  const used = useSyncExternalStore(subscribeDialog, getDialogUsed, () => false);
  return used ? (
    <Suspense>
      <OnDemandMessages>
        <Dialogs request={request} />
      </OnDemandMessages>
    </Suspense>
  ) : null;
}
