import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** The canonical origin, from NEXT_PUBLIC_SITE_URL, without a trailing slash. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Initials for avatars: "Maya Okafor" → "MO". */
export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(isNamePart);
  if (parts.length === 0) return Array.from(name.trim())[0] ?? "";
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Titles that some languages write without a full stop ("Dre Lena Fischer", "Pr Elena Marchetti"). */
const bareTitles = new Set(["Dr", "Dre", "Pr", "Prof", "Mr", "Mrs", "Ms", "Mme", "M", "Sr", "Sra"]);

/**
 * A word of a person's name, not a title around it: a capitalised word in an alphabet with
 * capitals, without the full stop of an abbreviation ("Dr.", "Dra.", "Prof.ª") and not a bare
 * title. A title in a script without capitals ("Lena Fischer 博士") is left out by the first rule.
 */
function isNamePart(word: string): boolean {
  return /^\p{Lu}/u.test(word) && !/\.|ª/.test(word) && !bareTitles.has(word);
}

/** A small, stable 32-bit hash (FNV-1a) so generated artwork is deterministic per entity. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
