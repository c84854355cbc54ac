import { searchItems, type SearchItem } from "@/lib/search";

// Words that say nothing about a topic, in the site's languages (lower-case, no accents). One list
// for all: visitors mix languages, and a stop word of one language is no topic in another.
const stopWords = new Set(
  [
    // English
    "a an and are can could do does for from have help how i in is it me my need of on or our please the this to us we what when where which who why with you your about want know tell",
    // German
    "aber alle als auch bei bin bitte das dass dem den der des die ein eine einen einer ich ihr ihre ihnen ist kann konnen mich mir mit oder sie sind uber und uns was welche wer wie wir wo zum zur",
    // Spanish
    "como con cual cuales del donde el ella ellos en esta este estos hay las los mas mis nos para pero por puede pueden que quien quiero sobre son su sus tiene una uno usted ustedes",
    // French
    "aux avec ce ces comment dans des elle est et etes je les leur mes nous ou par pour pourquoi pouvez puis quel quelle quels qui sont sur une vos votre vous",
  ]
    .join(" ")
    .split(" "),
);

// Chinese has no spaces between words: phrases and particles that carry no topic are cut out,
// and what remains of each run of Han characters becomes overlapping pairs (the usual bigrams).
const hanRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const hanStop = new RegExp(
  [
    "有没有|能不能|可不可以|想知道|请问|什么|可以|如何|怎么|怎样|一下|是否|没有|能否|关于|哪些|这个|那个",
    "需要|想要|知道|帮助|帮我|告诉|了解|你好|您好|谢谢|提供|有关|一些|[吗呢吧啊的了您你我们]",
  ].join("|"),
  "gu",
);

/** Lower-case, without accents ("Lösungen" → "losungen"), so "donnees" finds "Données". */
function fold(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

function hanPairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

function hanKeywords(text: string): string[] {
  return (text.match(hanRun) ?? []).flatMap((run) =>
    run.replace(hanStop, " ").split(" ").flatMap(hanPairs),
  );
}

/**
 * Meaningful words of a message: lower-case, unaccented, 3+ letters, no stop words, no
 * duplicates; Chinese (and Japanese) text as pairs of characters.
 */
export function keywords(message: string): string[] {
  const text = fold(message);
  const han = hanKeywords(text);
  const words = (text.replace(hanRun, " ").match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !stopWords.has(word),
  );
  return [...new Set([...words, ...han])];
}

/**
 * Pages that match a chat message: first whole-message matches, then pages scored by how many
 * of the message's keywords they contain (a title hit counts double). The index is the one of
 * the page's language, so its titles and descriptions are in the visitor's language too. At
 * most `limit` pages.
 */
export function suggestPages(
  items: readonly SearchItem[],
  message: string,
  limit = 3,
): SearchItem[] {
  const exact = searchItems(items, message);
  const words = keywords(message);
  const scored = items
    .map((item, index) => {
      const title = fold(item.title);
      const description = fold(item.description);
      const score = words.reduce(
        (sum, word) => sum + (title.includes(word) ? 2 : 0) + (description.includes(word) ? 1 : 0),
        0,
      );
      return { item, score, index };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
  const seen = new Set<string>();
  const result: SearchItem[] = [];
  for (const item of [...exact, ...scored]) {
    if (seen.has(item.url)) continue;
    seen.add(item.url);
    result.push(item);
    if (result.length === limit) break;
  }
  return result;
}
