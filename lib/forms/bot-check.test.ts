import { describe, expect, it } from "vitest";
import {
  minFillMs,
  newSubmissionId,
  remainingFillMs,
  submissionIdPattern,
} from "@/lib/forms/bot-check";

describe("remainingFillMs", () => {
  it("holds a submission until the minimum time has passed, and never longer", () => {
    expect(remainingFillMs(1000, 1000)).toBe(minFillMs);
    expect(remainingFillMs(1000, 1000 + minFillMs - 1)).toBe(1);
    expect(remainingFillMs(1000, 1000 + minFillMs)).toBe(0);
    expect(remainingFillMs(1000, 1000 + 60_000)).toBe(0);
  });
});

describe("newSubmissionId", () => {
  it("makes ids the receiver accepts, different each time", () => {
    const ids = new Set(Array.from({ length: 100 }, newSubmissionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(submissionIdPattern);
  });
});
