export type FormFields = Record<string, unknown>;

export type SubmitResult = { ok: true } | { ok: false; error: string };

type SubmitOptions = {
  /** Where to POST; defaults to NEXT_PUBLIC_FORM_ENDPOINT. Unset: the submit is simulated. */
  endpoint?: string;
  /** How long a simulated submit takes (the contact form's "Sending..." lasts 1500 ms). */
  simulateMs?: number;
  fetcher?: typeof fetch;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a form. With no endpoint configured it simulates the send, as the site always has:
 * the values go to the console. With one, it POSTs `{ form, fields }` as JSON and reports
 * a network failure or a non-2xx answer as an error, so the caller can keep every value.
 */
export async function submitForm(
  form: string,
  fields: FormFields,
  { endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT, simulateMs = 0, fetcher }: SubmitOptions = {},
): Promise<SubmitResult> {
  if (!endpoint) {
    if (simulateMs > 0) await wait(simulateMs);
    console.info(`[${form}] submitted`, fields);
    return { ok: true };
  }
  try {
    const response = await (fetcher ?? fetch)(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ form, fields }),
    });
    if (!response.ok) return { ok: false, error: `The server answered ${response.status}.` };
    return { ok: true };
  } catch {
    return { ok: false, error: "The network request failed." };
  }
}

/** A mailto: link carrying the form's values, offered when sending fails. */
export function mailtoHref(to: string, subject: string, fields: FormFields): string {
  const body = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== "" && value !== false)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
