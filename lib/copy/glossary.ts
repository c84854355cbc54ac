import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { withoutCode } from "@/lib/copy/notation";

/** One term of an edition's glossary (content/glossary/<locale>.yaml). */
export type GlossaryTerm = { term: string; use: string; avoid: string[] };

/** An edition's glossary: the form it uses for each term, and the forms it avoids. */
export function readGlossary(
  locale: string,
  root = join(process.cwd(), "content"),
): GlossaryTerm[] {
  return YAML.parse(
    readFileSync(join(root, "glossary", `${locale}.yaml`), "utf8"),
  ) as GlossaryTerm[];
}

/** The avoided forms a text uses (outside code and placeholders), each named with its term and the form to use instead. */
export function glossaryProblems(glossary: readonly GlossaryTerm[], text: string): string[] {
  const prose = withoutCode(text);
  return glossary.flatMap((entry) =>
    entry.avoid.flatMap((form) => {
      const match = new RegExp(form, "iu").exec(prose);
      return match ? [`"${match[0]}" (${entry.term}): use ${entry.use}`] : [];
    }),
  );
}
