import YAML, { Composer, CST, isScalar, Parser } from "yaml";
import type { Path } from "@/lib/content/field-roles";

/*
 * YAML edited in place: a changed string is rewritten in its own bytes (yaml's CST, its quoting
 * kept where the new text allows), every other byte stays as it was, comments included. A field
 * the file does not have yet is added through yaml's Document API, which keeps order and comments.
 */

/** A string that plain YAML would read as something else (a number, a date, true). */
const needsQuotes = (value: string) => typeof YAML.parse(value, { schema: "core" }) !== "string";

export function editYaml(source: string, edits: readonly [Path, string][]): string {
  const tokens = Array.from(new Parser().parse(source));
  const [doc] = Array.from(new Composer({ keepSourceTokens: true }).compose(tokens));
  if (!doc) return addFields(source, edits);
  const missing: [Path, string][] = [];
  for (const [path, value] of edits) {
    const node = doc.getIn(path, true);
    if (!isScalar(node) || !node.srcToken) {
      missing.push([path, value]);
      continue;
    }
    const plain = node.type === "PLAIN" || node.type === undefined;
    CST.setScalarValue(node.srcToken, value, {
      afterKey: typeof path[path.length - 1] === "string",
      ...(plain && (needsQuotes(value) || value.includes("\n")) ? { type: "QUOTE_DOUBLE" } : {}),
    });
  }
  const edited = tokens.map((token) => CST.stringify(token)).join("");
  return missing.length > 0 ? addFields(edited, missing) : edited;
}

function addFields(source: string, edits: readonly [Path, string][]): string {
  const doc = YAML.parseDocument(source);
  for (const [path, value] of edits) doc.setIn(path, value);
  return doc.toString({ lineWidth: 100 });
}

/** A new file's YAML, in the order of its fields. */
export const newYaml = (value: unknown): string => YAML.stringify(value, { lineWidth: 100 });
