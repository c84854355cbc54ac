import type { Locale } from "@/lib/i18n";

/*
 * The words of a text as the question matcher compares them, per language: compatibility forms,
 * case and accents folded, stop words of the language left out, Latin words reduced to a rough
 * stem, Chinese cut into words by the runtime's own segmenter (Intl.Segmenter: nothing to load).
 */

// A language added later matches without stop words or stems of its own until it gets them.
const stopLists: Partial<Record<Locale, string>> = {
  en: "a an and are as at be been but by can could did do does for from get got has have help how i if in is it its me my need of on or our please should so the that their them there this to us was we what when where which who why will with would you your about want know tell much many any some just like than then also actually show",
  de: "aber alle als am an auch auf bei bin bis bitte da das dass dem den der des die ein eine einem einen einer es euch euer eure gibt habt hat ich ihr ihre ihnen im in ist ja kann konnt konnen mal man mich mir mit nach noch nicht oder sie sind so uber um und uns von vom was welche wer wie wir wo zu zum zur eigentlich gern gerne zusammen",
  zh: "的 了 吗 呢 吧 啊 是 有 在 和 与 或 也 都 就 还 会 能 要 想 我 你 您 他 她 我们 你们 他们 什么 怎么 怎样 如何 哪里 哪 一下 一个 可以 请问 这个 那个 一般 大概 么 样 做 帮 给 找 过 些 让 对 从 被 把 向 跟 个 很 更 又 再 才 说 问 用 里 后 前 能不能 有没有 应该",
  es: "a al algo tal como con cual cuales de del donde el ella ellos en es esta este estos hay la las le les lo los mas me mi mis nos nuestro nuestros para pero por puede pueden que quien quiero se si sobre son su sus te tiene tienen un una uno usted ustedes y ya hacen hacer",
  fr: "a au aux avec ce ces c cest comment d dans de des du elle en est et etes il je l la le les leur mes mon nos notre nous on ou par pour pourquoi pouvez puis qu que quel quelle quels qui sont sur un une vos votre vous y chez plus ca grace faites faire moi",
};

const stopsOf = (locale: Locale) => new Set(stopLists[locale]?.split(" ") ?? []);
const stops = { en: stopsOf("en"), zh: stopsOf("zh") };
const stopCache = new Map<Locale, Set<string>>();

// Endings stripped before words are compared, longest first: a rough stem, so "openings" meets
// "opening", "Stellen" meets "Stelle", "recrutez" meets "recrutement".
const suffixes: Partial<Record<Locale, string[]>> = {
  en: ["ations", "ation", "ings", "ing", "ies", "ers", "er", "ed", "es", "s", "y"],
  de: ["ungen", "ung", "ern", "en", "er", "es", "e", "n", "s"],
  zh: [],
  es: ["aciones", "acion", "mente", "ando", "iendo", "es", "as", "os", "a", "o", "e", "s"],
  fr: ["ations", "ation", "ement", "ment", "ees", "ee", "es", "ez", "er", "e", "s", "x"],
};

/** Lower-case, compatibility forms folded, no accents, "ß" as "ss". */
export function foldText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

function stem(word: string, locale: Locale): string {
  const ending = (suffixes[locale] ?? []).find(
    (end) => word.length - end.length >= 3 && word.endsWith(end),
  );
  const base = ending ? word.slice(0, -ending.length) : word;
  // Words differ mostly in their endings: six letters tell them apart well enough, except in
  // German compounds ("Wasserverlust" is not "Wasserressourcen"), which keep their length.
  return locale === "de" && base.length > 9 ? base : base.slice(0, 6);
}

const han = /\p{Script=Han}/u;
let segmenter: Intl.Segmenter | undefined;

function segments(text: string): string[] {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** The words of `text` that carry meaning, in `locale`'s way (see above), in order. */
export function words(text: string, locale: Locale): string[] {
  const folded = foldText(text).replace(/['’]/g, " ");
  let stop = stopCache.get(locale);
  if (!stop) stopCache.set(locale, (stop = stopsOf(locale)));
  const kept = segments(folded).filter((word) => !(han.test(word) ? stops.zh : stop).has(word));
  const found = kept.flatMap((word) => {
    if (han.test(word)) return [word];
    if (stops.en.has(word)) return [];
    if (word.length < 2 && !/\d/.test(word)) return [];
    return [stem(word, locale)];
  });
  // The segmenter's dictionary cuts some words apart ("发动机" → "发动" + "机"): a lone Han
  // character is also read together with its neighbour.
  const joined = kept.flatMap((word, index) => {
    const next = kept[index + 1];
    return next && han.test(word + next) && (word.length === 1 || next.length === 1)
      ? [word + next]
      : [];
  });
  return [...found, ...joined.filter((word) => !found.includes(word))];
}

/** The words `words` adds by reading a lone Han character with its neighbour (see there). */
export function joinedWords(text: string, locale: Locale): Set<string> {
  const all = words(text, locale);
  const single = new Set(segments(foldText(text)));
  return new Set(all.filter((word) => han.test(word) && !single.has(word)));
}
