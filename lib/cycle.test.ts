import { describe, expect, it } from "vitest";
import { nextInCycle } from "@/lib/cycle";

describe("the next date of a cycle", () => {
  it("is the written date while it is still ahead, or today", () => {
    expect(nextInCycle("2025-06-01", 3, "2025-05-20")).toBe("2025-06-01");
    expect(nextInCycle("2025-06-01", 3, "2025-06-01")).toBe("2025-06-01");
  });

  it("comes round by whole periods once the written date has passed", () => {
    expect(nextInCycle("2025-06-01", 3, "2025-06-02")).toBe("2025-09-01");
    expect(nextInCycle("2025-06-01", 3, "2026-11-25")).toBe("2026-12-01");
    expect(nextInCycle("2025-06-01", 12, "2026-11-25")).toBe("2027-06-01");
  });

  it("keeps the day of the month, clamped to a shorter month", () => {
    expect(nextInCycle("2025-01-31", 1, "2025-02-10")).toBe("2025-02-28");
    expect(nextInCycle("2025-01-31", 1, "2025-03-01")).toBe("2025-03-31");
  });

  it("stays the written date without a cycle", () => {
    expect(nextInCycle("2025-06-01", 0, "2026-11-25")).toBe("2025-06-01");
  });
});
