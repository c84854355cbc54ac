import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { minFillMs } from "@/lib/forms/bot-check";
import { prepareMeta, type MetaState } from "@/lib/forms/submission-meta";

describe("prepareMeta", () => {
  // No DOM here: the form is absent, and its field types are only compared against.
  beforeEach(() => {
    vi.stubGlobal("HTMLInputElement", class {});
    vi.stubGlobal("HTMLTextAreaElement", class {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("never sends a fill time under the minimum, even when a timer fires early", async () => {
    // The clock: the form appeared at 0 and is sent at 1,000.4 ms; every timer then fires
    // 0.6 ms before the clock reaches its end.
    let now = 1000.4;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((resolve: () => void, ms: number) => {
      now += ms - 0.6;
      resolve();
      return 0;
    }) as unknown as typeof setTimeout);
    const state: MetaState = { form: null, shownAt: 0, attempt: null };
    const meta = await prepareMeta(state, { name: "Ada" });
    expect(meta.elapsedMs).toBeGreaterThanOrEqual(minFillMs);
  });

  it("sends at once, with the time taken, when the minimum has passed", async () => {
    vi.spyOn(performance, "now").mockReturnValue(minFillMs + 4321.7);
    const timer = vi.spyOn(globalThis, "setTimeout");
    const meta = await prepareMeta({ form: null, shownAt: 0, attempt: null }, { name: "Ada" });
    expect(timer).not.toHaveBeenCalled();
    expect(meta.elapsedMs).toBe(minFillMs + 4321);
  });
});
