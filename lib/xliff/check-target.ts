import { messageProblem } from "@/lib/xliff/icu";
import { bodyBlocks, type BodyFormat } from "@/lib/xliff/markdown-blocks";
import { codeProblem, textOf, type Segment } from "@/lib/xliff/segment";
import type { Unit } from "@/lib/xliff/units";

/*
 * Whether a target can stand where its unit's English stands: the inline codes of a Markdown
 * block each once and unchanged, and still Markdown of one block with the same markup; an
 * interface string still a message with the English's arguments and the language's plurals.
 */

export function targetProblem(
  unit: Unit,
  target: Segment,
  locale: string,
  format: BodyFormat,
): string | undefined {
  if (unit.kind === "message") return messageProblem(textOf(unit.source), textOf(target), locale);
  const codes = codeProblem(unit.source, target);
  if (codes) return codes;
  if (unit.kind === "text") return undefined;
  // The codes read back from the new text must be the English's: a pair moved apart, or words
  // that turn the block into a list or a heading, show here.
  const blocks = bodyBlocks(textOf(target), format);
  const [block] = blocks;
  if (blocks.length !== 1 || !block || block.path !== "0")
    return "the text no longer reads as one block of Markdown";
  const reread = codeProblem(unit.source, block.segment);
  return reread ? `the Markdown around the inline codes is broken (${reread})` : undefined;
}
