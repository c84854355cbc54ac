import { describe, expect, it } from "vitest";
import { cjkExcerpt, excerptParts, scriptPunctuation } from "@/lib/passages";

describe("scriptPunctuation", () => {
  it("joins CJK blocks with CJK punctuation and drops a leading join", () => {
    expect(scriptPunctuation(": 航空航天. 机队维护: 发动机")).toBe("航空航天。机队维护：发动机");
    expect(scriptPunctuation("完成。. 下一段")).toBe("完成。下一段");
  });

  it("leaves Latin text as it is", () => {
    expect(scriptPunctuation("Fleets. Engines: data")).toBe("Fleets. Engines: data");
  });
});

describe("cjkExcerpt", () => {
  const content = "机队规模庞大，飞机的可用率决定收入. 预测性维护：我们分析发动机的振动数据。";

  it("shows the passage where the whole word stands, the word marked whole", () => {
    const parts = excerptParts(cjkExcerpt(content, "发动机") ?? "");
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["发动机"]);
    expect(parts.map((part) => part.text).join("")).toContain("预测性维护");
  });

  it("leaves other queries to Pagefind", () => {
    expect(cjkExcerpt(content, "engine")).toBeNull();
    expect(cjkExcerpt(content, "潜艇")).toBeNull();
  });
});
