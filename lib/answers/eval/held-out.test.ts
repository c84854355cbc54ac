import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { heldOutDir, heldOutSets } from "@/lib/answers/eval/questions";
import { locales } from "@/lib/i18n";

/*
 * The held-out questions (sets B, C and D) were written by three people, each on their own, who had
 * seen only the exported pages, never the matcher or its misses (docs/search-and-chat.md). They
 * are frozen: a change to any file fails here. Nothing in the project prints their questions.
 * Sets A and E, each written the same way (A before round one, E before round four) and read as
 * development sets since, are kept as written too, so their scores compare across rounds.
 */
const frozen: Record<string, string> = {
  "b/de.yaml": "dee4326b3e576663e14586d787344a4251759a6467a4547fc079d9ffd82bcd07",
  "b/en.yaml": "83cbb2c15b1e76c9e64dd6b629b619d4ce3a711a8c180d3434fb69ecaca5aae2",
  "b/es.yaml": "59a1a1165a5471cd041b1de623cbca17231fcaf3f6265f33ead4d88ee8c61ca5",
  "b/fr.yaml": "7e9e51c83c0d2da61775f099aecae879e364d5e4c0faecf97e44568a04c8029e",
  "b/zh.yaml": "e18b9c8b4187429a9f07e2aa0528b07e577a0f429af4ff3a5c1faedbf195be66",
  "c/de.yaml": "b5f4e8bd5b80ce2f677a752c6584e83aa240a4e12c7d371da3a3ed7c8382dfe4",
  "c/en.yaml": "bef0ac19f12e552f12389ad8c1aadb2c50dcbbafdff06ed42e7a6148ab3d6405",
  "c/es.yaml": "e916d4e63a7a3edb9a5b7ae0540cdb326e10df906ab02a98a8ce24e1149f83ec",
  "c/fr.yaml": "fcd9652f24ebe50b2a08723e193983b89349911db8557b7af029715b3e8a9e12",
  "c/zh.yaml": "36867eda8fb391dd1bdcb0350b5fe18a61a14b219a81abd493f8345ec1adf5aa",
  "d/de.yaml": "29cc1b9aea639fb0523bcca1df2633cb623dfad3dfa9e0ab346f6117aa0f3d49",
  "d/en.yaml": "e156dd6da30b5353f6f3b5e7cd5ef281f604f7ef2a52442e68bc0f3d5bfbf1b6",
  "d/es.yaml": "3328841cb4eef460fd2bfac39069ef201b3a389a5edfa638667c9a0e75f8eeab",
  "d/fr.yaml": "5be5b837cc18bfb4e0c92c8b2e264b091296abf20735aac16bd6db660065c159",
  "d/zh.yaml": "ad85868c6a8217a07c41215185a90983a7d51a5a6dbd1432868c3d4de5447ebf",
};

const asWritten: Record<string, string> = {
  "a/de.yaml": "273d33b92e58746b9426e2b7a201f36fd40a374b75bcf6bce96873f07ce47d41",
  "a/en.yaml": "8f160e5a10ae52f96b512b687b3805ecef6abe6b1ac292bfc2d7f48fed8babc5",
  "a/es.yaml": "06c98f1b2cc72202fb572f98088582e48233337a83606fdd9ae11ad2a5d1a3b1",
  "a/fr.yaml": "38f93a5b2fba0f956f265b2577aa7919487765fab724288fcb829ef38c96dc4a",
  "a/zh.yaml": "2a3775802510f83e5b303a20bd1059f5dfc93d1cde644309e5756ce88aba0649",
  "e/de.yaml": "f20fcdcf54873314355716583d5cd3f9d730399059f76038e47bb0d281d5f1d4",
  "e/en.yaml": "74832e8b8466d76d0c718b5d227ddbce08ce461a976bd88b7854de74958e778a",
  "e/es.yaml": "bbc4c58b9c10f15ea146e1f3a2596bfaa273150280c9f03ae884dc0291fb606f",
  "e/fr.yaml": "725f63fe0aa23e5bfc7bb29d1853611b4fcf069deef70e40d3e9982859a70d91",
  "e/zh.yaml": "2c4b4c1d65580a8c873eef552b1b6c5bf38f0fc3e13c262a99a46137ab119ab2",
};

const digest = (path: string) =>
  createHash("sha256")
    .update(readFileSync(join(process.cwd(), path)))
    .digest("hex");

describe("the held-out questions", () => {
  const files = heldOutSets.flatMap((set) => locales.map((locale) => `${set}/${locale}.yaml`));

  it.each(files)("%s is byte for byte the frozen file", (file) => {
    expect(digest(join(heldOutDir, file))).toBe(frozen[file]);
  });
});

describe("sets A and E (development sets, kept as written)", () => {
  const files = ["a", "e"].flatMap((set) => locales.map((locale) => `${set}/${locale}.yaml`));

  it.each(files)("%s is kept as written", (file) => {
    expect(digest(join("lib/answers/eval", file))).toBe(asWritten[file]);
  });
});
