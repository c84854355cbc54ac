/*
 * German writes compounds as one word ("Referenzprojekte", "Kundenkonto"); a visitor's compound
 * is often not the page's, while its parts are. A compound is read as the parts the edition's
 * own vocabulary knows, with the linking "s" or "n" between them dropped.
 */

const linking = ["", "s", "n", "en", "es"];

/**
 * The parts of a folded word that `known` accepts, longest first part first, each at least
 * `min` letters; undefined when the word is not such a compound.
 */
export function compoundParts(
  word: string,
  known: (part: string) => boolean,
  min = 4,
): string[] | undefined {
  if (word.length < min * 2 || !/^[a-z]+$/.test(word)) return undefined;
  for (let cut = word.length - min; cut >= min; cut--) {
    const rest = word.slice(cut);
    const head = word.slice(0, cut);
    const first = linking
      .filter((link) => head.endsWith(link) && head.length - link.length >= min)
      .map((link) => head.slice(0, head.length - link.length))
      .find(known);
    if (first === undefined) continue;
    if (known(rest)) return [first, rest];
    const more = compoundParts(rest, known, min);
    if (more) return [first, ...more];
  }
  return undefined;
}
