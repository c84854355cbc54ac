import { describe, expect, it, vi } from "vitest";
import { MemoryStore } from "../test/memory-store";
import { configFromEnv } from "./config";
import { createReceiver } from "./handler";
import type { Lead } from "./lead";
import { RateLimiter } from "./rate-limit";

const site = "https://site.example";
const config = configFromEnv({ ALLOWED_ORIGINS: site, MAIL_TO: "leads@site.example" });

function setup(overrides: Partial<typeof config> = {}, fetcher?: typeof fetch) {
  const store = new MemoryStore();
  const delivered: Lead[] = [];
  const chosen = { ...config, ...overrides };
  const receive = createReceiver({
    config: chosen,
    store,
    limiter: new RateLimiter(chosen.rateLimit.max, chosen.rateLimit.windowMs),
    channels: ["mail"],
    deliver: (lead) => delivered.push(lead),
    fetcher,
  });
  return { store, delivered, receive };
}

const valid = {
  form: "contact",
  id: "0123456789abcdef",
  elapsedMs: 4000,
  homepage: "",
  fields: {
    inquiryType: "general",
    fullName: "Zoë Ångström-李",
    email: "zoe@example.org",
    subject: "Hello",
    message: "Line one\nLine two",
    consent: true,
  },
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${site.replace("site", "api")}/forms`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the receiver", () => {
  it("stores a valid submission before it answers 201, then hands it to delivery", async () => {
    const { store, delivered, receive } = setup();
    const response = await receive(post(valid), "198.51.100.1");
    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(site);
    const lead = store.leads.get(valid.id);
    expect(lead?.fields).toMatchObject(valid.fields);
    expect(lead?.delivery.mail?.status).toBe("pending");
    expect(delivered.map((entry) => entry.id)).toEqual([valid.id]);
  });

  it("keeps one lead for a submission sent twice", async () => {
    const { store, delivered, receive } = setup();
    expect((await receive(post(valid))).status).toBe(201);
    const again = await receive(post(valid));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true });
    expect(store.leads.size).toBe(1);
    expect(delivered).toHaveLength(1);
  });

  it.each([
    ["a filled honeypot", { ...valid, homepage: "https://spam.example" }, 400, "homepage"],
    ["a submission faster than a person", { ...valid, elapsedMs: 900 }, 400, "too-fast"],
    ["a submission without a fill time", { ...valid, elapsedMs: undefined }, 400, "too-fast"],
  ])("refuses %s and stores nothing", async (_, body, status, reason) => {
    const { store, receive } = setup();
    const response = await receive(post(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: "rejected", reason });
    expect(store.leads.size).toBe(0);
  });

  it("answers invalid fields with 400 naming each field and its reason", async () => {
    const { store, receive } = setup();
    const response = await receive(
      post({ ...valid, fields: { ...valid.fields, email: 42, subject: "" } }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string; reason: string }[] };
    expect(body.issues.map((issue) => issue.field).sort()).toEqual(["email", "subject"]);
    expect(body.issues.find((issue) => issue.field === "subject")?.reason).toBe(
      "forms.error.subject",
    );
    expect(store.leads.size).toBe(0);
  });

  it("answers malformed JSON, an unknown form and a foreign content type", async () => {
    const { store, receive } = setup();
    expect((await receive(post("{not json"))).status).toBe(400);
    expect((await receive(post({ ...valid, form: "lottery" }))).status).toBe(400);
    expect((await receive(post(valid, { "Content-Type": "text/plain" }))).status).toBe(415);
    expect(store.leads.size).toBe(0);
  });

  it("refuses a body over the limit with 413, declared or not", async () => {
    const { store, receive } = setup({ maxBodyBytes: 1000 });
    const big = { ...valid, fields: { ...valid.fields, message: "x".repeat(2000) } };
    expect((await receive(post(big))).status).toBe(413);
    const streamed = new Request(`${site}/forms`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Blob([JSON.stringify(big)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect((await receive(streamed)).status).toBe(413);
    expect(store.leads.size).toBe(0);
  });

  it("answers 429 with Retry-After past the limit, per client", async () => {
    const { receive } = setup({ rateLimit: { max: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await receive(post({ ...valid, homepage: "x" }), "203.0.113.9")).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const limited = await receive(post(valid), "203.0.113.9");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await receive(post(valid), "203.0.113.10")).status).toBe(201);
  });

  it("answers CORS for the site's origin only", async () => {
    const { store, receive } = setup();
    const preflight = (origin: string) =>
      receive(new Request(`${site}/forms`, { method: "OPTIONS", headers: { Origin: origin } }));
    expect((await preflight(site)).headers.get("Access-Control-Allow-Origin")).toBe(site);
    const foreign = await preflight("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect((await receive(post(valid, { Origin: "https://evil.example" }))).status).toBe(403);
    expect(store.leads.size).toBe(0);
  });

  it("accepts a native (no-JavaScript) post, flags it, and answers a page in the visitor's language", async () => {
    const { store, receive } = setup();
    const body = new URLSearchParams({ form: "ngo-application", homepage: "", email: "a@b.org" });
    for (const name of ["organization", "website", "contactPerson", "mission", "challenge"])
      body.set(name, "");
    body.append("interests", "Data visualization");
    body.append("interests", "Process automation");
    const response = await receive(
      new Request(`${site}/forms`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: site,
          Referer: `${site}/de/services/ngo-lab`,
        },
        body,
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('<html lang="de">');
    const [lead] = store.leads.values();
    expect(lead?.flags).toEqual(["no-script"]);
    expect(lead?.fields.interests).toEqual(["Data visualization", "Process automation"]);
  });

  it("verifies the optional challenge with Cloudflare, through the injected fetch", async () => {
    const answers = [{ success: false }, { success: true }];
    const fetcher = vi.fn<typeof fetch>(async () => Response.json(answers.shift()));
    const { store, receive } = setup({ turnstileSecret: "secret" }, fetcher);
    expect((await receive(post({ ...valid, challenge: "forged" }))).status).toBe(403);
    expect((await receive(post({ ...valid, challenge: "genuine" }), "198.51.100.7")).status).toBe(
      201,
    );
    const sent = fetcher.mock.calls[1]?.[1]?.body as URLSearchParams;
    expect(Object.fromEntries(sent)).toEqual({
      secret: "secret",
      response: "genuine",
      remoteip: "198.51.100.7",
    });
    expect((await receive(post({ ...valid, id: "fedcba9876543210" }))).status).toBe(403);
    expect(store.leads.size).toBe(1);
  });
});
