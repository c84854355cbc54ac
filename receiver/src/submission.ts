import { challengeField, honeypotField, submissionIdPattern } from "@/lib/forms/bot-check";

/** What a request carried, before the form's schema has looked at the fields. */
export type Submission = {
  form: string;
  id?: string;
  elapsedMs?: number;
  honeypot: string;
  challenge?: string;
  /** JSON values, or for a native post each name's strings. */
  fields: Record<string, unknown> | URLSearchParams;
  /** A plain HTML form post (no JavaScript): no id and no fill time. */
  native: boolean;
};

type Parsed =
  { ok: true; submission: Submission } | { ok: false; status: 400 | 415; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the site's JSON (`{ form, id, elapsedMs, homepage, challenge, fields }`) or a native post. */
export function parseSubmission(contentType: string, text: string): Parsed {
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    const params = new URLSearchParams(text);
    const form = params.get("form") ?? params.get("form-name") ?? "";
    const honeypot = params.get(honeypotField) ?? "";
    const challenge = params.get(challengeField) ?? undefined;
    for (const meta of ["form", "form-name", honeypotField, challengeField]) params.delete(meta);
    return { ok: true, submission: { form, honeypot, challenge, fields: params, native: true } };
  }
  if (type !== "application/json") return { ok: false, status: 415, reason: "unsupported-type" };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: "malformed-json" };
  }
  if (!isObject(body)) return { ok: false, status: 400, reason: "not-an-object" };
  const { form, id, elapsedMs, challenge, fields } = body;
  const honeypot = body[honeypotField] ?? "";
  if (typeof form !== "string") return { ok: false, status: 400, reason: "form" };
  if (!isObject(fields)) return { ok: false, status: 400, reason: "fields" };
  if (id !== undefined && (typeof id !== "string" || !submissionIdPattern.test(id)))
    return { ok: false, status: 400, reason: "id" };
  if (elapsedMs !== undefined && (typeof elapsedMs !== "number" || !Number.isFinite(elapsedMs)))
    return { ok: false, status: 400, reason: "elapsedMs" };
  if (typeof honeypot !== "string") return { ok: false, status: 400, reason: honeypotField };
  if (challenge !== undefined && typeof challenge !== "string")
    return { ok: false, status: 400, reason: "challenge" };
  return {
    ok: true,
    submission: { form, id, elapsedMs, honeypot, challenge, fields, native: false },
  };
}
