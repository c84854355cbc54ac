import { stopWords } from "@/lib/text/stop-words";

/*
 * What a visitor abbreviates, the pages often spell out in capitals: "Chief Technology Officer"
 * (CTO), "Retrieval-Augmented Generation" (RAG), "Human Resources" (HR). The build reads a run of
 * two to four capitalized words as its initials too, so the question's acronym meets the page
 * that spells it out. A run's leading function words ("The", "Our") are not part of the name.
 */

let lead: Set<string> | undefined;

/** The initials of each run of two to four capitalized words in `text`, lower case. */
export function acronyms(text: string): string[] {
  const stops = (lead ??= new Set(stopWords.en?.split(" ")));
  const runs = text.match(/\p{Lu}[\p{Ll}\p{Lu}]*(?:(?: +|-)\p{Lu}[\p{Ll}\p{Lu}]*)+/gu) ?? [];
  return runs.flatMap((run) => {
    const parts = run.split(/ +|-/);
    while (parts.length > 0 && stops.has((parts[0] ?? "").toLowerCase())) parts.shift();
    if (parts.length < 2 || parts.length > 4) return [];
    return [
      parts
        .map((part) => part[0] ?? "")
        .join("")
        .toLowerCase(),
    ];
  });
}
