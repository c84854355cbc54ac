import { Converter } from "opencc-js";
import { getEntries, type CollectionKey } from "@/lib/content";
import { collections } from "@/lib/content/collections";
import type { Locale } from "@/lib/i18n";

/*
 * The Han variants of an edition written in Simplified Chinese: for each character its pages
 * use, the Traditional forms a visitor from Taiwan or Hong Kong types instead, as pairs
 * (Traditional, Simplified) in one string, which the search index carries to the browser so
 * `foldHan` reads "機器學習" as "机器学习". Other editions have none.
 */

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const traditional = [
  Converter({ from: "cn", to: "tw" }),
  Converter({ from: "cn", to: "hk" }),
  Converter({ from: "cn", to: "t" }),
];

/** The edition's variant pairs, or undefined for an edition not written in Han characters. */
export function hanVariants(locale: Locale): string | undefined {
  if (locale !== "zh") return undefined;
  const used = new Set<string>();
  for (const key of Object.keys(collections) as CollectionKey[])
    for (const entry of getEntries(key, locale))
      for (const text of strings(entry.data))
        for (const char of text.match(/\p{Script=Han}/gu) ?? []) used.add(char);
  const pairs = new Set<string>();
  for (const simplified of [...used].sort())
    for (const convert of traditional) {
      const form = convert(simplified);
      if (form !== simplified && [...form].length === 1) pairs.add(form + simplified);
    }
  return [...pairs].join("");
}
