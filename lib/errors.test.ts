import { describe, expect, it } from "vitest";
import { errorDetail } from "@/lib/errors";

describe("errorDetail", () => {
  it("shows status and status text when the error carries them", () => {
    expect(errorDetail({ status: 503, statusText: "Service Unavailable", message: "x" })).toBe(
      "503 Service Unavailable",
    );
    expect(errorDetail({ status: 500 })).toBe("500");
  });

  it("otherwise shows the message, or a plain sentence when there is none", () => {
    expect(errorDetail(new Error("Cannot read the index"))).toBe("Cannot read the index");
    expect(errorDetail(new Error("  "))).toBe("Something went wrong.");
  });
});
