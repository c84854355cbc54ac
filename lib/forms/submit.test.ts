import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  encodeSubmission,
  mailtoHref,
  resolveDelivery,
  submitForm,
  type Delivery,
} from "@/lib/forms/submit";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("resolveDelivery", () => {
  it("uses the endpoint when one is set, JSON unless another format is named", () => {
    expect(resolveDelivery({ endpoint: "https://forms.test/f" })).toEqual({
      mode: "endpoint",
      endpoint: "https://forms.test/f",
      format: "json",
    });
    expect(resolveDelivery({ endpoint: "https://forms.test/f", format: "json-flat" }).mode).toBe(
      "endpoint",
    );
    expect(resolveDelivery({ endpoint: "https://forms.test/f", format: "xml" })).toMatchObject({
      format: "json",
    });
  });

  it("posts Netlify Forms to the site itself unless told otherwise", () => {
    expect(resolveDelivery({ format: "netlify" })).toEqual({
      mode: "endpoint",
      endpoint: "/",
      format: "netlify",
    });
  });

  it("never pretends: without an endpoint it is the mail client, simulation only when asked", () => {
    expect(resolveDelivery({})).toEqual({ mode: "mailto" });
    expect(resolveDelivery({ endpoint: "", mode: "production" })).toEqual({ mode: "mailto" });
    expect(resolveDelivery({ mode: "simulate" })).toEqual({ mode: "simulate" });
    // A configured endpoint wins over the development switch.
    expect(resolveDelivery({ endpoint: "https://forms.test/f", mode: "simulate" }).mode).toBe(
      "endpoint",
    );
  });
});

describe("encodeSubmission", () => {
  const fields = { name: "Zoë 李", interests: ["a", "b"], consent: true, phone: undefined };

  it("json wraps the fields, json-flat spreads them beside the form name", () => {
    const nested = encodeSubmission("json", "contact", fields);
    expect(nested.headers).toMatchObject({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(nested.body)).toEqual({
      form: "contact",
      fields: { name: "Zoë 李", interests: ["a", "b"], consent: true },
    });
    expect(JSON.parse(encodeSubmission("json-flat", "contact", fields).body)).toEqual({
      form: "contact",
      name: "Zoë 李",
      interests: ["a", "b"],
      consent: true,
    });
  });

  it("netlify is form-encoded with form-name first and lists joined", () => {
    const { headers, body } = encodeSubmission("netlify", "contact", fields);
    expect(headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    const params = new URLSearchParams(body);
    expect([...params.keys()][0]).toBe("form-name");
    expect(Object.fromEntries(params)).toEqual({
      "form-name": "contact",
      name: "Zoë 李",
      interests: "a, b",
      consent: "true",
      phone: "",
    });
  });
});

describe("encodeSubmission with the anti-bot meta", () => {
  const fields = { email: "a@b.co" };
  const meta = { id: "0123456789abcdef", elapsedMs: 4200, honeypot: "", challenge: "tok" };

  it("json carries id, fill time, honeypot and challenge beside form and fields", () => {
    expect(JSON.parse(encodeSubmission("json", "newsletter", fields, meta).body)).toEqual({
      form: "newsletter",
      id: meta.id,
      elapsedMs: 4200,
      homepage: "",
      challenge: "tok",
      fields,
    });
  });

  it("json-flat uses Formspree's _gotcha, netlify the field its honeypot attribute names", () => {
    const flat = JSON.parse(encodeSubmission("json-flat", "newsletter", fields, meta).body);
    expect(flat).toEqual({ form: "newsletter", email: "a@b.co", _gotcha: "" });
    const netlify = encodeSubmission("netlify", "newsletter", fields, { ...meta, honeypot: "x" });
    expect(new URLSearchParams(netlify.body).get("homepage")).toBe("x");
  });
});

describe("submitForm", () => {
  const endpoint = (format: "json" | "netlify" = "json"): Delivery => ({
    mode: "endpoint",
    endpoint: "https://forms.test/in",
    format,
  });

  it("without an endpoint sends nothing and hands over to the mail client", async () => {
    const fetcher = vi.fn<typeof fetch>();
    const result = await submitForm(
      "contact",
      { name: "Ada" },
      {
        delivery: { mode: "mailto" },
        fetcher,
      },
    );
    expect(result).toEqual({ ok: true, via: "mailto" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("simulates only in simulate mode, taking the simulated time", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "info").mockImplementation(() => {});
    let result: unknown;
    const pending = submitForm(
      "contact",
      {},
      { delivery: { mode: "simulate" }, simulateMs: 1500 },
    ).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(result).toEqual({ ok: true, via: "simulate" });
  });

  it("reports a non-2xx answer, a network error and a timeout as failures", async () => {
    const status = vi.fn<typeof fetch>().mockResolvedValue(new Response("no", { status: 500 }));
    expect(await submitForm("ngo", {}, { delivery: endpoint(), fetcher: status })).toEqual({
      ok: false,
      reason: "status",
      status: 500,
    });
    const network = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await submitForm("ngo", {}, { delivery: endpoint(), fetcher: network })).toEqual({
      ok: false,
      reason: "network",
    });
    vi.useFakeTimers();
    const hang = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const pending = submitForm("ngo", {}, { delivery: endpoint(), fetcher: hang });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual({ ok: false, reason: "timeout" });
  });
});

// A real receiver on loopback: what the browser's fetch would send, byte for byte.
describe("submitForm against a local receiver", () => {
  type Received = { method?: string; type?: string; accept?: string; body: string };
  const received: Received[] = [];
  let answer = 200;
  let server: Server;
  let url = "";

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method,
          type: request.headers["content-type"],
          accept: request.headers.accept,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(answer, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const message = `Line one\nLine two — ünïcødé 你好\n${"x".repeat(5000)}`;
  const fields = { fullName: "Zoë Ångström-李", message, interests: ["Data visualization"] };

  it("JSON arrives once, complete and correctly encoded", async () => {
    received.length = 0;
    const delivery: Delivery = { mode: "endpoint", endpoint: url, format: "json" };
    expect(await submitForm("contact", fields, { delivery })).toEqual({
      ok: true,
      via: "endpoint",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: "POST",
      type: "application/json",
      accept: "application/json",
    });
    expect(JSON.parse(received[0]?.body ?? "")).toEqual({ form: "contact", fields });
  });

  it("Netlify encoding arrives once, complete and correctly encoded", async () => {
    received.length = 0;
    const delivery: Delivery = { mode: "endpoint", endpoint: url, format: "netlify" };
    expect((await submitForm("contact", fields, { delivery })).ok).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.type).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      "form-name": "contact",
      fullName: "Zoë Ångström-李",
      message,
      interests: "Data visualization",
    });
  });

  it("a 500 answer is a failure", async () => {
    answer = 500;
    const delivery: Delivery = { mode: "endpoint", endpoint: url, format: "json" };
    expect(await submitForm("contact", fields, { delivery })).toMatchObject({
      ok: false,
      status: 500,
    });
    answer = 200;
  });
});

describe("mailtoHref", () => {
  it("addresses the mail and carries every filled-in value, CRLF between lines", () => {
    const href = mailtoHref("hello@example.com", "Website inquiry", {
      fullName: "Zoë",
      message: "Hi\nthere",
      phone: "",
      consent: true,
      interests: ["Data visualization", "Process automation"],
      empty: [],
    });
    expect(href.startsWith("mailto:hello@example.com?subject=Website%20inquiry&body=")).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1] ?? "");
    expect(body).toBe(
      "fullName: Zoë\r\nmessage: Hi\r\nthere\r\nconsent: true\r\ninterests: Data visualization, Process automation",
    );
  });
});
