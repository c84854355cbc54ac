import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearContentCache, getEntries, getEntry } from "@/lib/content";

/* A photo an owner sets, on a copy of content/: its file checked at load, its alt per language. */

let root: string;
let caseFile: string;
let original: string;

const withPhoto = (src: string, alt = "The team at the client's control room") =>
  original.replace(/^---\n/, `---\nphoto:\n  src: ${src}\n  alt: ${alt}\n`);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "photo-content-"));
  cpSync(join(process.cwd(), "content"), root, { recursive: true });
  mkdirSync(join(root, "media"), { recursive: true });
  writeFileSync(join(root, "media", "team.jpg"), "a stand-in: the loader checks the file exists");
  process.env.CONTENT_DIR = root;
  const [first] = readdirSync(join(root, "case-studies", "en")).sort();
  caseFile = join(root, "case-studies", "en", first ?? "");
  original = readFileSync(caseFile, "utf8");
});

beforeEach(() => clearContentCache());

afterAll(() => {
  delete process.env.CONTENT_DIR;
  clearContentCache();
  rmSync(root, { recursive: true, force: true });
});

const caseId = () =>
  caseFile
    .split("/")
    .at(-1)
    ?.replace(/\.\w+$/, "") ?? "";

describe("a photo on an entry", () => {
  it("is read with its English alt text in every language that gives none", () => {
    writeFileSync(caseFile, withPhoto("/media/team.jpg"));
    const english = getEntry("caseStudies", caseId(), "en")?.data.photo;
    expect(english).toEqual({
      src: "/media/team.jpg",
      alt: "The team at the client's control room",
    });
    expect(getEntry("caseStudies", caseId(), "de")?.data.photo).toEqual(english);
  });

  it("fails the build with the file and the field when its file is missing", () => {
    writeFileSync(caseFile, withPhoto("/media/nobody-uploaded-this.jpg"));
    expect(() => getEntries("caseStudies", "en")).toThrow(
      /case-studies\/en\/[\w-]+\.md: photo\.src: no file .*media\/nobody-uploaded-this\.jpg/,
    );
  });

  it("fails the build with the file and the field for a format the build cannot encode", () => {
    writeFileSync(join(root, "media", "scan.heic"), "");
    writeFileSync(caseFile, withPhoto("/media/scan.heic"));
    expect(() => getEntries("caseStudies", "en")).toThrow(/photo\.src/);
  });

  it("changes nothing for an entry without one", () => {
    writeFileSync(caseFile, original);
    expect(getEntry("caseStudies", caseId(), "en")?.data.photo).toBeUndefined();
    expect(getEntry("caseStudies", caseId(), "de")?.data).not.toHaveProperty("photo");
  });
});
