/*
 * A date that comes round on a cycle (the NGO Lab's quarterly review): the owner writes one
 * occurrence and the period, the page names the first occurrence on or after the day it is built.
 */

/** `date` (ISO) moved by whole months, the day of the month kept (clamped to the month's end). */
function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The first of `from`, `from` + n × `everyMonths` that falls on or after `today` (all ISO dates). */
export function nextInCycle(from: string, everyMonths: number, today: string): string {
  if (everyMonths <= 0 || from >= today) return from;
  let steps = 0;
  let date = from;
  while (date < today) date = addMonths(from, everyMonths * ++steps);
  return date;
}
