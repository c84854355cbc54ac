import { afterEach, describe, expect, it, vi } from "vitest";
import { mailtoHref, submitForm } from "@/lib/forms/submit";

afterEach(() => vi.restoreAllMocks());

describe("submitForm", () => {
  it("simulates the send when no endpoint is set: values to the console, success", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetcher = vi.fn<typeof fetch>();
    const result = await submitForm("demo-request", { name: "Ada" }, { endpoint: "", fetcher });
    expect(result).toEqual({ ok: true });
    expect(fetcher).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith("[demo-request] submitted", { name: "Ada" });
  });

  it("waits the simulated time before succeeding", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "info").mockImplementation(() => {});
    let done = false;
    const pending = submitForm("contact", {}, { endpoint: "", simulateMs: 1500 }).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
    vi.useRealTimers();
  });

  it("POSTs { form, fields } as JSON to the endpoint", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    const result = await submitForm(
      "ngo",
      { email: "a@b.org" },
      { endpoint: "https://forms.test/in", fetcher },
    );
    expect(result).toEqual({ ok: true });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe("https://forms.test/in");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ form: "ngo", fields: { email: "a@b.org" } });
  });

  it("reports a 500 answer as a failure", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response("oops", { status: 500 }));
    expect(await submitForm("ngo", {}, { endpoint: "https://forms.test/in", fetcher })).toEqual({
      ok: false,
      error: "The server answered 500.",
    });
  });

  it("reports a network failure as a failure", async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await submitForm("ngo", {}, { endpoint: "https://forms.test/in", fetcher });
    expect(result.ok).toBe(false);
  });
});

describe("mailtoHref", () => {
  it("puts the filled-in values into an encoded subject and body", () => {
    const href = mailtoHref("hello@example.com", "Demo request", {
      name: "Ada Lovelace",
      phone: "",
      areas: ["Predictive analytics", "Process automation"],
    });
    expect(href.startsWith("mailto:hello@example.com?subject=Demo%20request&body=")).toBe(true);
    expect(decodeURIComponent(href.split("body=")[1] ?? "")).toBe(
      "name: Ada Lovelace\nareas: Predictive analytics, Process automation",
    );
  });
});
