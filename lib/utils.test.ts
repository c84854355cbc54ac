import { describe, expect, it } from "vitest";
import { initials } from "@/lib/utils";

describe("a person's initials", () => {
  it("are the first letters of the first and last name", () => {
    expect(initials("Maya Okafor")).toBe("MO");
    expect(initials("María José de la Cruz")).toBe("MC");
    expect(initials("Noor")).toBe("N");
  });

  it("leave out the title each language writes around the name", () => {
    for (const name of [
      "Dr. Lena Fischer",
      "Dra. Lena Fischer",
      "Dre Lena Fischer",
      "Lena Fischer 博士",
      "Prof. Lena Fischer",
      "Prof.ª Lena Fischer",
      "Pr Lena Fischer",
    ])
      expect(initials(name), name).toBe("LF");
  });

  it("are the first character of a name in a script without capitals", () => {
    expect(initials("张伟")).toBe("张");
  });
});
