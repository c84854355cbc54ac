import { closing } from "@/lib/i18n";
import { normalize, type Segment } from "@/lib/xliff/segment";

/*
 * Interface strings are ICU messages: `{name}` arguments and `{count, plural, one {…} other {…}}`
 * choices. In a unit the ICU syntax is inline codes, the words between them are the translator's;
 * a target is checked as a message: the same arguments, and choices that the language has.
 */

const argument = /^\s*(\w+)\s*(?:,\s*(plural|select|selectordinal)\s*,)?/;
const option = /\s*(=\d+|[\w-]+)\s*\{/y;

/** A message as text and codes (`hashIsCount`: inside a plural, where `#` is the number). */
export function segmentMessage(message: string, hashIsCount = false): Segment {
  let count = 0;
  const ph = (native: string, ctype: string) => ({
    kind: "ph" as const,
    id: String(++count),
    native,
    ctype,
  });
  const walk = (text: string, inPlural: boolean): Segment => {
    const parts: Segment = [];
    let at = 0;
    for (let open = text.indexOf("{"); open >= 0; open = text.indexOf("{", at)) {
      const close = closing(text, open);
      parts.push(...words(text.slice(at, open), inPlural));
      const inner = text.slice(open + 1, close - 1);
      const head = argument.exec(inner);
      if (!head?.[2]) parts.push(ph(text.slice(open, close), "x-icu-argument"));
      else {
        let code = text.slice(open, open + 1 + head[0].length);
        let index = head[0].length;
        for (option.lastIndex = index; ; option.lastIndex = index) {
          const found = option.exec(inner);
          if (!found) break;
          const bodyEnd = closing(inner, index + found[0].length - 1);
          parts.push(ph(code + found[0], "x-icu-option"));
          parts.push(
            ...walk(inner.slice(index + found[0].length, bodyEnd - 1), head[2] !== "select"),
          );
          code = "}";
          index = bodyEnd;
        }
        parts.push(ph(code + inner.slice(index) + "}", "x-icu-option"));
      }
      at = close;
    }
    return [...parts, ...words(text.slice(at), inPlural)];
  };
  const words = (text: string, inPlural: boolean): Segment =>
    inPlural
      ? text
          .split("#")
          .flatMap((piece, index) => (index ? [ph("#", "x-icu-count"), piece] : [piece]))
      : [text];
  return normalize(walk(message, hashIsCount));
}

type Shape = { args: string[]; choices: { name: string; keys: string[] }[] };

/** A message's arguments and choices, or a reason it is not a message. */
function shapeOf(message: string): Shape | string {
  const shape: Shape = { args: [], choices: [] };
  const walk = (text: string): string | undefined => {
    let depth = 0;
    for (const char of text) depth += char === "{" ? 1 : char === "}" ? -1 : 0;
    if (depth !== 0) return "braces do not pair";
    for (let open = text.indexOf("{"); open >= 0; open = text.indexOf("{", closing(text, open))) {
      const inner = text.slice(open + 1, closing(text, open) - 1);
      const head = argument.exec(inner);
      if (!head?.[1]) return `"{${inner}}" is not an argument`;
      shape.args.push(head[2] ? `${head[1]}, ${head[2]}` : head[1]);
      if (!head[2]) continue;
      const keys: string[] = [];
      let index = head[0].length;
      for (option.lastIndex = index; ; option.lastIndex = index) {
        const found = option.exec(inner);
        if (!found?.[1]) break;
        keys.push(found[1]);
        const bodyEnd = closing(inner, index + found[0].length - 1);
        const problem = walk(inner.slice(index + found[0].length, bodyEnd - 1));
        if (problem) return problem;
        index = bodyEnd;
      }
      if (inner.slice(index).trim())
        return `"${inner.slice(index).trim()}" after the choices of ${head[1]}`;
      shape.choices.push({ name: `${head[1]}, ${head[2]}`, keys });
    }
    return undefined;
  };
  return walk(message) ?? shape;
}

/**
 * Why a translated message does not fit (its arguments are the English's, or those the current
 * translation already uses; its plurals are the language's categories), or undefined.
 */
export function messageProblem(
  english: string,
  target: string,
  locale: string,
  current?: string,
): string | undefined {
  const got = shapeOf(target);
  if (typeof got === "string") return got;
  const known = new Set(
    [english, current ?? ""].flatMap((message) => {
      const shape = shapeOf(message);
      return typeof shape === "string" ? [] : shape.args;
    }),
  );
  const unknown = got.args.find((name) => !known.has(name));
  if (unknown) return `argument {${unknown}} is not one the English gives`;
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  for (const choice of got.choices) {
    if (!choice.keys.includes("other")) return `${choice.name}: no "other" choice`;
    const wrong = choice.name.endsWith("plural")
      ? choice.keys.find((key) => !key.startsWith("=") && !categories.includes(key))
      : undefined;
    if (wrong) return `${choice.name}: "${wrong}" is not a plural category in ${locale}`;
  }
  return undefined;
}
