import { defaultLocale, formatMessage, isLocale, localeInfo, type Locale } from "@/lib/i18n";

/** CORS for the site's own origins only; any other origin gets no CORS headers at all. */
export function corsHeaders(origin: string | null, allowed: string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });

/** A language's message file (English's when it has none), bundled as one chunk per language. */
async function catalogue(locale: Locale): Promise<unknown> {
  const file: unknown = await import(`../../content/messages/${locale}/ui.json`, {
    with: { type: "json" },
  }).catch(() => undefined);
  return (file as { default?: unknown } | undefined)?.default;
}

async function wording(locale: Locale) {
  const [own, english] = await Promise.all([catalogue(locale), catalogue(defaultLocale)]);
  return (key: string, values: Record<string, string | number> = {}) => {
    const lookup = (tree: unknown) =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    const template = lookup(own) ?? lookup(english);
    return formatMessage(typeof template === "string" ? template : key, values, locale);
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The language of the answer: the edition in the referring page's path when the browser sends
 * it (a cross-origin post usually carries only the origin), else the browser's first language
 * the site has, else English.
 */
function localeOf(from: string, acceptLanguage: string | null): Locale {
  const segment = new URL(from).pathname.split("/")[1] ?? "";
  if (isLocale(segment)) return segment;
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((tag) => tag.trim().slice(0, 2).toLowerCase());
  return wanted.find(isLocale) ?? defaultLocale;
}

/** The page a visitor without JavaScript sees after the form posted natively, with a link back. */
export async function nativeAnswer(status: number, request: Request, site: string) {
  const referer = request.headers.get("referer");
  const from = referer?.startsWith(site) ? referer : `${site}/`;
  const locale = localeOf(from, request.headers.get("accept-language"));
  const ok = status < 300;
  const message = await wording(locale);
  const title = message(ok ? "forms.contact.sentTitle" : "forms.failed.title");
  const text = ok ? message("forms.contact.sentText") : message("forms.failed.status", { status });
  const link = message(ok ? "error.home" : "forms.retry");
  const body = `<!doctype html><html lang="${localeInfo[locale].tag}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><main style="font:1.1rem/1.5 system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(ok ? `${site}/` : from)}">${escape(link)}</a></p></main></html>`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
