// The photo pipeline end to end, on a copy of content/ (npm run test:photos): a 4000 × 3000
// phone photo with GPS data planted in a case study, an author and a person on About, built in
// English (and German, the smallest export there is) with a cache of its own; then a second build with the photos unchanged (and the case
// study's photo taken out, to compare its page with and without). Checks what the issue asks.
// The export stays in out-photos/ with a case study, an article and About drawing the photo: the
// browser test (e2e/photos.spec.ts) loads them.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import YAML from "yaml";
import { phoneImages } from "@/lib/images/phone";
import { ogImagePath } from "@/lib/og";
import { pagePath } from "@/lib/page-paths";

const root = mkdtempSync(join(tmpdir(), "photos-"));
const content = join(root, "content");
const cache = join(root, "cache");
const out = process.env.PHOTOS_EXPORT_DIR ?? "out-photos";
const maxPhoneBytes = 80 * 1024;
const failures: string[] = [];
const check = (ok: boolean, message: string) => ok || failures.push(message);

cpSync("content", content, { recursive: true });
mkdirSync(join(content, "media"), { recursive: true });
// A photo-like picture (smooth colour fields, not flat), with the camera's EXIF and GPS position.
const blobs = await sharp({
  create: {
    width: 200,
    height: 150,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: 60 },
  },
})
  .png()
  .toBuffer();
await sharp(blobs)
  .resize(4000, 3000, { kernel: "cubic" })
  .withExif({
    IFD0: { Make: "PlantedPhoneCo", Model: "Camera" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "52/1 31/1 0/1",
      GPSLongitudeRef: "E",
      GPSLongitude: "13/1 24/1 0/1",
    },
  })
  .jpeg({ quality: 90 })
  .toFile(join(content, "media", "planted.jpg"));
const photoYaml = (indent: string) =>
  `${indent}photo:\n${indent}  src: /media/planted.jpg\n${indent}  alt: A planted test photo\n`;

const nth = (collection: string, index: number) =>
  readdirSync(join(content, collection, "en")).sort()[index] ?? "";
const first = (collection: string) => nth(collection, 0);
const caseFile = join(content, "case-studies", "en", first("case-studies"));
const caseId = first("case-studies").replace(/\.\w+$/, "");
const caseSource = readFileSync(caseFile, "utf8");
const withPhoto = (source: string) => source.replace(/^---\n/, `---\n${photoYaml("")}`);
writeFileSync(caseFile, withPhoto(caseSource));
// A second case study keeps its photo in both builds (for the browser test), when there is one.
const keptCase = nth("case-studies", 1);
if (keptCase) {
  const file = join(content, "case-studies", "en", keptCase);
  writeFileSync(file, withPhoto(readFileSync(file, "utf8")));
}
const post = readFileSync(join(content, "posts", "en", first("posts")), "utf8");
const author = /^author: (\S+)$/m.exec(post)?.[1] ?? "";
const postSlug = first("posts").replace(/\.\w+$/, "");
writeFileSync(
  join(content, "authors", "en", `${author}.yaml`),
  readFileSync(join(content, "authors", "en", `${author}.yaml`), "utf8") + photoYaml(""),
);
const aboutFile = join(content, "pages", "en", "about.yaml");
const about = YAML.parse(readFileSync(aboutFile, "utf8")) as {
  leadership: Record<string, unknown>[];
};
about.leadership[0] = {
  ...about.leadership[0],
  photo: { src: "/media/planted.jpg", alt: "A planted test photo" },
};
writeFileSync(aboutFile, YAML.stringify(about));

const encodes = () => {
  try {
    return readFileSync(join(cache, "encoded.log"), "utf8").split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
};
function build(label: string) {
  const started = Date.now();
  const env = {
    ...process.env,
    CONTENT_DIR: content,
    IMAGE_CACHE_DIR: cache,
    EXPORT_DIR: out,
    EXPORT_EDITIONS: "en,de",
    TYPECHECKED: "1",
  };
  execFileSync("npx", ["next", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("node", ["scripts/images.mjs"], { env, stdio: "inherit" });
  console.log(
    `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s, ${encodes()} encodes so far`,
  );
}
const html = (path: string) =>
  readFileSync(join(out, `${path === "/" ? "index" : path.slice(1)}.html`), "utf8");
/** The page's visible text, without its pictures (nor its inline CSS, which follows its classes). */
const text = (page: string) =>
  page
    .replace(
      /<picture\b[\s\S]*?<\/picture>|<img\b[^>]*>|<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g,
      "",
    )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

build("first build");
const firstEncodes = encodes();
check(firstEncodes > 0, "the first build encoded nothing");
const casePage = html(pagePath("caseStudy", caseId));
const ogFile = join(out, ogImagePath("en", pagePath("caseStudy", caseId)));
const ogWithPhoto = readFileSync(ogFile);
const pages = {
  case: casePage,
  about: html(pagePath("about")),
  article: html(pagePath("post", postSlug)),
};
for (const [name, page] of Object.entries(pages)) {
  const picture = /<picture\b[\s\S]*?<\/picture>/.exec(page)?.[0] ?? "";
  check(/<source type="image\/avif" srcSet="\/_img\//i.test(picture), `${name}: no AVIF source`);
  check(/<source type="image\/webp" srcSet="\/_img\//i.test(picture), `${name}: no WebP source`);
  check(
    /<img\b[^>]*\swidth="\d+"[^>]*\sheight="\d+"/.test(picture),
    `${name}: no width and height`,
  );
  for (const url of phoneImages(page)) {
    const bytes = statSync(join(out, url)).size;
    check(bytes <= maxPhoneBytes, `${name}: ${url} is ${bytes} bytes for a phone`);
  }
}
check(
  /<img\b[^>]*fetchPriority="high"/i.test(casePage),
  "case study: first-screen photo not high priority",
);
for (const name of readdirSync(join(out, "_img"))) {
  const file = join(out, "_img", name);
  const meta = await sharp(file).metadata();
  check(!meta.exif && !meta.xmp && !meta.iptc, `${name}: metadata left in`);
  check(!readFileSync(file).includes("PlantedPhoneCo"), `${name}: the camera's EXIF left in`);
}
check(
  !readdirSync(out, { recursive: true }).some((name) => String(name).endsWith("planted.jpg")),
  "the original is exported",
);

// Second build: photos unchanged, the case study's taken out (its page drawn with the artwork).
writeFileSync(caseFile, caseSource);
build("second build");
check(encodes() === firstEncodes, `the second build encoded ${encodes() - firstEncodes} files`);
const withoutPhoto = html(pagePath("caseStudy", caseId));
check(!withoutPhoto.includes("<picture"), "case study without a photo: still a picture");
check(
  text(withoutPhoto) === text(casePage),
  "case study: the photo changed the page's other content",
);
check(
  !readFileSync(ogFile).equals(ogWithPhoto),
  "case study: the Open Graph image ignores the photo",
);

if (failures.length > 0) {
  console.error(`The planted content stays in ${root} and the export in ${out}/ to look at.`);
  console.error(`Photo pipeline: ${failures.length} problems\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
rmSync(root, { recursive: true, force: true });
console.log(`Photo pipeline: every check passed (${firstEncodes} files encoded once).`);
