/*
 * A translation unit's text: plain text between inline codes. A code stands for markup the
 * translator may move but not change (a link's target, emphasis marks, inline code, an MDX
 * component, an ICU argument): `ph` alone, `bpt`/`ept` around words. Each carries its native
 * text, so the text of a segment is its parts joined.
 */

export type Code = { kind: "ph" | "bpt" | "ept"; id: string; native: string; ctype: string };
export type Segment = (string | Code)[];

/** The text a segment stands for: its words and its codes' native markup, in order. */
export const textOf = (segment: Segment): string =>
  segment.map((part) => (typeof part === "string" ? part : part.native)).join("");

export const codesOf = (segment: Segment): Code[] =>
  segment.filter((part): part is Code => typeof part !== "string");

/** The words of a segment without its codes (what length limits and glossaries read). */
export const wordsOf = (segment: Segment): string =>
  segment.filter((part): part is string => typeof part === "string").join("");

/** Adjacent text parts merged, empty ones dropped. */
export function normalize(segment: Segment): Segment {
  const out: Segment = [];
  for (const part of segment) {
    const last = out[out.length - 1];
    if (typeof part === "string" && typeof last === "string") out[out.length - 1] = last + part;
    else if (part !== "") out.push(part);
  }
  return out;
}

const codeKey = (code: Code) => `${code.kind}\u0000${code.native}`;

/**
 * A translation's segment with its codes numbered as the English one's: the n-th code of a kind
 * and markup takes the id of the n-th such code in the English (`t…` when English has none).
 */
export function alignCodes(source: Segment, target: Segment): Segment {
  const ids = new Map<string, string[]>();
  for (const code of codesOf(source))
    ids.set(codeKey(code), [...(ids.get(codeKey(code)) ?? []), code.id]);
  let extra = 0;
  return target.map((part) => {
    if (typeof part === "string") return part;
    const id = ids.get(codeKey(part))?.shift() ?? `t${++extra}`;
    return { ...part, id };
  });
}

/** Why a target's codes are not the source's (each code once, unchanged), or undefined. */
export function codeProblem(source: Segment, target: Segment): string | undefined {
  const wanted = codesOf(source).map(codeKey).sort();
  const given = codesOf(target).map(codeKey).sort();
  const missing = wanted.filter((key, index) => given[index] !== key);
  if (missing.length === 0 && wanted.length === given.length) return undefined;
  const lost = codesOf(source).find((code) => !given.includes(codeKey(code)));
  if (lost) return `inline code ${lost.id} (${lost.native}) missing or changed`;
  const added = codesOf(target).find((code) => !wanted.includes(codeKey(code)));
  return added
    ? `inline code ${added.id} (${added.native}) is not in the English`
    : "inline codes repeated or dropped";
}
