import type { Path } from "@/lib/content/field-roles";
import type { Segment } from "@/lib/xliff/segment";

/*
 * A translation unit: one copy field, one block of a body, or one interface string, named by an
 * id that stays the same from export to export: `<collection>/<entry>/<field path>`, a body's
 * block `…/body#<block path>`, an interface string `messages/ui/<key>`.
 */

/** Where a unit's text lives in the content files. */
export type Locator =
  | { type: "field"; collection: string; entry: string; path: Path }
  | { type: "block"; collection: string; entry: string; field: string; block: string }
  | { type: "message"; key: string };

/**
 * How far its translation has come: `initial` (none yet), `translated` (current), `stale` (the
 * English changed after it was translated).
 */
export type UnitState = "initial" | "translated" | "stale";

/** What a unit's text is, which says how a target is checked. */
export type UnitKind = "text" | "markdown" | "message";

export type Unit = {
  id: string;
  kind: UnitKind;
  at: Locator;
  source: Segment;
  target?: Segment;
  state: UnitState;
  notes: string[];
};

/** Which units an export holds: `missing` (no translation), `stale`, or all. */
export type Only = "missing" | "stale";

export function wanted(unit: Unit, only: readonly Only[]): boolean {
  if (only.length === 0) return true;
  return (
    (only.includes("missing") && unit.state === "initial") ||
    (only.includes("stale") && unit.state === "stale")
  );
}
