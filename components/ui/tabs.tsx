"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import * as React from "react";
import { cx } from "@/lib/cx";

const subscribeHash = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

type TabsProps = Omit<
  React.ComponentProps<typeof TabsPrimitive.Root>,
  "value" | "onValueChange"
> & {
  defaultValue: string;
  values: readonly string[];
  /** With a prefix, "#<prefix><value>" in the address selects that tab (links from search). */
  hashPrefix?: string;
};

/** Tabs whose panels are all rendered (and so in the static HTML); inactive ones are hidden. */
export function Tabs({ defaultValue, values, hashPrefix, className, ...props }: TabsProps) {
  const hash = React.useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => "",
  );
  const [picked, setPicked] = React.useState<{ value: string; hash: string } | null>(null);
  const fromHash =
    hashPrefix && hash.startsWith(`#${hashPrefix}`) ? hash.slice(hashPrefix.length + 1) : null;
  const hashValue = fromHash && values.includes(fromHash) ? fromHash : null;
  const value =
    (picked?.hash === hash ? picked.value : null) ?? hashValue ?? picked?.value ?? defaultValue;

  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      value={value}
      onValueChange={(next) => setPicked({ value: next, hash })}
      className={cx("relative grid gap-6", className)}
      {...props}
    >
      {hashPrefix ? (
        // Link targets for each tab, stacked at the top of the tabs without taking space.
        <div aria-hidden="true" className="absolute top-0 left-0 h-0">
          {values.map((v) => (
            <span key={v} id={`${hashPrefix}${v}`} className="absolute top-0 block scroll-mt-24" />
          ))}
        </div>
      ) : null}
      {props.children}
    </TabsPrimitive.Root>
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cx(
        "flex w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-2xl border bg-muted/60 p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(
        "inline-flex min-h-10 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      forceMount
      className={cx("data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
