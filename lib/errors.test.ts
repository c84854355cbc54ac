import { describe, expect, it } from "vitest";
import { errorDetail } from "@/lib/errors";

describe("errorDetail", () => {
  it("shows status and status text when the error carries them", () => {
    expect(
      errorDetail({ status: 503, statusText: "Service Unavailable", message: "x" }, "fallback"),
    ).toBe("503 Service Unavailable");
    expect(errorDetail({ status: 500 }, "fallback")).toBe("500");
  });

  it("otherwise shows the message, or the fallback sentence when there is none", () => {
    expect(errorDetail(new Error("Cannot read the index"), "fallback")).toBe(
      "Cannot read the index",
    );
    expect(errorDetail(new Error("  "), "Something went wrong.")).toBe("Something went wrong.");
    expect(errorDetail({}, "Etwas ist schiefgelaufen.")).toBe("Etwas ist schiefgelaufen.");
  });
});
