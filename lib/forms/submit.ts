import { formspreeHoneypot, honeypotField, type SubmissionMeta } from "@/lib/forms/bot-check";

export type FormFields = Record<string, unknown>;

/** How a form reaches the company. Chosen at build time from the environment (see README). */
export type Delivery =
  | { mode: "endpoint"; endpoint: string; format: EndpointFormat }
  | { mode: "mailto" }
  | { mode: "simulate" };

/**
 * `json`: `{ form, fields }` as JSON (custom handlers). `json-flat`: the fields at the top level
 * beside `form` (Formspree-style services). `netlify`: Netlify Forms, form-encoded with
 * `form-name`, posted to the site itself unless an endpoint is given.
 */
export const endpointFormats = ["json", "json-flat", "netlify"] as const;
export type EndpointFormat = (typeof endpointFormats)[number];

export type DeliveryEnv = { endpoint?: string; format?: string; mode?: string };

/**
 * An endpoint (or the Netlify format, which posts to the site itself) wins; otherwise the
 * explicit `simulate` switch of development; otherwise the visitor's mail client.
 */
export function resolveDelivery({ endpoint, format, mode }: DeliveryEnv): Delivery {
  const chosen = (endpointFormats as readonly string[]).includes(format ?? "")
    ? (format as EndpointFormat)
    : "json";
  if (endpoint || chosen === "netlify")
    return { mode: "endpoint", endpoint: endpoint || "/", format: chosen };
  return mode === "simulate" ? { mode: "simulate" } : { mode: "mailto" };
}

// Next.js inlines NEXT_PUBLIC_ variables only where they are written out in full.
export const delivery: Delivery = resolveDelivery({
  endpoint: process.env.NEXT_PUBLIC_FORM_ENDPOINT,
  format: process.env.NEXT_PUBLIC_FORM_FORMAT,
  mode: process.env.NEXT_PUBLIC_FORM_MODE,
});

/** The field that names the form in a native (no-JavaScript) post. */
export function formNameField(format: EndpointFormat | undefined): string {
  return format === "netlify" ? "form-name" : "form";
}

const fieldText = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value));

const filled = (fields: FormFields) =>
  Object.entries(fields).filter(
    ([, value]) =>
      value !== undefined &&
      value !== null &&
      value !== "" &&
      value !== false &&
      !(Array.isArray(value) && value.length === 0),
  );

/**
 * The request an endpoint of the given format expects. `meta` (the honeypot, the fill time, the
 * submission id) goes in each format's own way: beside `form` in `json`, as Formspree's `_gotcha`
 * in `json-flat`, as the field Netlify's `data-netlify-honeypot` names in `netlify`.
 */
export function encodeSubmission(
  format: EndpointFormat,
  form: string,
  fields: FormFields,
  meta?: SubmissionMeta,
): { headers: Record<string, string>; body: string } {
  if (format === "netlify") {
    const body = new URLSearchParams([["form-name", form]]);
    for (const [key, value] of Object.entries(fields))
      body.append(key, value === undefined || value === null ? "" : fieldText(value));
    if (meta) body.append(honeypotField, meta.honeypot);
    return {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: body.toString(),
    };
  }
  const json =
    format === "json-flat"
      ? { form, ...fields, ...(meta ? { [formspreeHoneypot]: meta.honeypot } : {}) }
      : meta
        ? {
            form,
            id: meta.id,
            elapsedMs: meta.elapsedMs,
            [honeypotField]: meta.honeypot,
            ...(meta.challenge ? { challenge: meta.challenge } : {}),
            fields,
          }
        : { form, fields };
  return {
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(json),
  };
}

export type SubmitFailure = "status" | "network" | "timeout";
export type SubmitResult =
  | { ok: true; via: "endpoint" | "simulate" }
  | { ok: true; via: "mailto" }
  | { ok: false; reason: SubmitFailure; status?: number };

type SubmitOptions = {
  delivery?: Delivery;
  /** How long the simulated send takes (the contact form's "Sending..." lasts 1500 ms). */
  simulateMs?: number;
  /** How long to wait for the endpoint before giving up. */
  timeoutMs?: number;
  fetcher?: typeof fetch;
  meta?: SubmissionMeta;
};

export const submitTimeoutMs = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a form the configured way. An endpoint gets one POST; a non-2xx answer, a network error
 * or no answer within the timeout is a failure, so the caller keeps every value. With no
 * endpoint, the caller hands the message to the visitor's mail client (`via: "mailto"`).
 */
export async function submitForm(
  form: string,
  fields: FormFields,
  {
    delivery: chosen = delivery,
    simulateMs = 0,
    timeoutMs = submitTimeoutMs,
    fetcher,
    meta,
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  if (chosen.mode === "mailto") return { ok: true, via: "mailto" };
  if (chosen.mode === "simulate") {
    if (simulateMs > 0) await wait(simulateMs);
    console.info(`[${form}] simulated send (NEXT_PUBLIC_FORM_MODE=simulate)`, fields);
    return { ok: true, via: "simulate" };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetcher ?? fetch)(chosen.endpoint, {
      method: "POST",
      ...encodeSubmission(chosen.format, form, fields, meta),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: "status", status: response.status };
    return { ok: true, via: "endpoint" };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** A mailto: link addressed to `to`, its body the form's filled-in values, one per line. */
export function mailtoHref(to: string, subject: string, fields: FormFields): string {
  // RFC 6068: line breaks in a mailto body are CRLF.
  const body = filled(fields)
    .map(([key, value]) => `${key}: ${fieldText(value)}`)
    .join("\n")
    .replace(/\r?\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
