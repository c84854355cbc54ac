"use client";

import * as React from "react";
import { useLazyModule } from "@/lib/hooks/use-lazy-module";
import { cx } from "@/lib/cx";

const subscribeHash = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

const loadRadix = () => import("@/components/ui/tabs-radix").then((module) => module.RadixTabs);
type RadixTabs = Awaited<ReturnType<typeof loadRadix>>;

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  baseId: string;
  /** The Radix parts once loaded; until then the tab list is plain markup with the same ARIA. */
  radix: RadixTabs | null;
  upgrade: () => void;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs>.");
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = {
  defaultValue: string;
  values: readonly string[];
  /** With a prefix, "#<prefix><value>" in the address selects that tab (links from search). */
  hashPrefix?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * Tabs whose panels are all rendered (and so in the static HTML); inactive ones are hidden.
 *
 * The tab list first renders as plain tab markup that already works (click, arrow keys, Home,
 * End). The first focus inside it loads the Radix tab list, which takes over the same ids and
 * keeps focus on the same tab. The panels are ours and never
 * remount, so nothing inside them loses state. This keeps Radix out of the first load.
 */
export function Tabs({ defaultValue, values, hashPrefix, className, children }: TabsProps) {
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

  const baseId = React.useId();
  const [radix, requestRadix] = useLazyModule(loadRadix);
  // Whether a tab had focus when Radix's list arrived: it gets focus back, once.
  const refocus = React.useRef(false);

  // A layout effect: focus must be back on the tab before the next key press is handled. It goes
  // to the selected tab as it is when Radix's list is in place (the focused tab is the selected
  // one: arrows select), not to the tab focused when the load began, which a key pressed during
  // the load may have moved.
  React.useLayoutEffect(() => {
    if (!radix || !refocus.current) return;
    refocus.current = false;
    document.getElementById(triggerId(baseId, value))?.focus();
  }, [radix, baseId, value]);

  const context = React.useMemo<TabsContextValue>(
    () => ({
      value,
      select: (next) => setPicked({ value: next, hash }),
      baseId,
      radix,
      upgrade: () =>
        requestRadix(() => {
          const active = document.activeElement;
          refocus.current = active instanceof HTMLElement && active.getAttribute("role") === "tab";
        }),
    }),
    [value, hash, baseId, radix, requestRadix],
  );

  return (
    <TabsContext value={context}>
      <div data-slot="tabs" className={cx("relative grid gap-6", className)}>
        {hashPrefix ? (
          // Link targets for each tab, stacked at the top of the tabs without taking space.
          <div aria-hidden="true" className="absolute top-0 left-0 h-0">
            {values.map((v) => (
              <span
                key={v}
                id={`${hashPrefix}${v}`}
                className="absolute top-0 block scroll-mt-24"
              />
            ))}
          </div>
        ) : null}
        {children}
      </div>
    </TabsContext>
  );
}

// The list's wrapper is the grid item: min-w-0 lets it shrink so the list scrolls sideways on a
// phone instead of widening the page.
const listWrapperClass = "min-w-0";

type TabsListProps = { "aria-label": string; className?: string; children: React.ReactNode };

export function TabsList({ "aria-label": label, className, children }: TabsListProps) {
  const { value, select, radix, upgrade } = useTabs();
  const listClass = cx(
    "flex w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-2xl border bg-muted/60 p-1",
    className,
  );
  if (radix) {
    return (
      <radix.Root value={value} onValueChange={select} className={listWrapperClass}>
        <radix.List data-slot="tabs-list" aria-label={label} className={listClass}>
          {children}
        </radix.List>
      </radix.Root>
    );
  }
  return (
    <div data-orientation="horizontal" className={listWrapperClass}>
      {/* The tabs inside are the focus stops (roving tabindex, as in the ARIA tabs pattern); the
          list only hears their key presses, so it must not be focusable itself. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        onKeyDown={moveBetweenTabs}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-slot="tabs-list"
        className={listClass}
        onFocus={upgrade}
      >
        {children}
      </div>
    </div>
  );
}

const tabKeys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End on the plain tab list, for the moment before Radix takes over. */
function moveBetweenTabs(event: React.KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(event.target as HTMLElement);
  const move = tabKeys[event.key];
  if (index < 0 || !move) return;
  event.preventDefault();
  const tab = tabs[move(index, tabs.length)];
  tab?.focus();
  tab?.click();
}

type TabsTriggerProps = { value: string; className?: string; children: React.ReactNode };

export function TabsTrigger({ value, className, children }: TabsTriggerProps) {
  const { value: current, select, baseId, radix } = useTabs();
  const shared = {
    id: triggerId(baseId, value),
    "aria-controls": panelId(baseId, value),
    "data-slot": "tabs-trigger",
    className: cx(
      "inline-flex min-h-10 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
      className,
    ),
  };
  if (radix) {
    return (
      <radix.Trigger value={value} {...shared}>
        {children}
      </radix.Trigger>
    );
  }
  const selected = current === value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      // Selected on the press of the main button, as Radix's tab is: the press focuses the list,
      // which loads Radix, and a list swapped in before the release never hears that click.
      onMouseDown={(event) => event.button || select(value)}
      onClick={() => select(value)}
      {...shared}
    >
      {children}
    </button>
  );
}

type TabsContentProps = { value: string; className?: string; children: React.ReactNode };

export function TabsContent({ value, className, children }: TabsContentProps) {
  const { value: current, baseId } = useTabs();
  const selected = current === value;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-content"
      tabIndex={0}
      className={cx("data-[state=inactive]:hidden", className)}
    >
      {children}
    </div>
  );
}
