/*
 * The Markdown bodies of the long-form entries, and the fields each one holds: a job's
 * description, a case study's implementation steps, a legal page's introduction and sections.
 * `read` turns a file's body into those fields, `write` turns the fields into the body; each pair
 * is lossless, which the unit tests check on every entry.
 */

export type BodyCodec = {
  /** The entry fields the body holds. */
  fields: readonly string[];
  read: (body: string) => Record<string, unknown>;
  write: (fields: Record<string, unknown>) => string;
};

const blocks = (markdown: string) =>
  markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);

/** Paragraphs, one per block: a job's description. */
export const paragraphsBody = (field: string): BodyCodec => ({
  fields: [field],
  read: (body) => ({ [field]: blocks(body).join("\n\n") }),
  write: (fields) => `${String(fields[field] ?? "")}\n`,
});

/** A numbered list, one item per step: a case study's implementation. */
export const numberedListBody = (field: string): BodyCodec => ({
  fields: [field],
  read: (body) => ({
    [field]: body
      .split(/\n(?=\d+\.\s)/)
      .map((item) =>
        item
          .replace(/^\d+\.\s+/, "")
          .replace(/\s*\n\s*/g, " ")
          .trim(),
      )
      .filter(Boolean),
  }),
  write: (fields) =>
    `${(fields[field] as string[]).map((item, index) => `${index + 1}. ${item}`).join("\n")}\n`,
});

type Section = { id?: string; title: string; paragraphs: string[]; list?: string[] };

/**
 * An introduction, then sections: `## Title {#id}`, paragraphs, and an optional bulleted list.
 * A translation may leave out the `{#id}`: the anchors are the English entry's.
 */
export const sectionsBody: BodyCodec = {
  fields: ["intro", "sections"],
  read: (body) => {
    const [intro = "", ...parts] = `\n${body}`.split(/\n## /);
    const sections = parts.map((part): Section => {
      const [heading = "", ...rest] = part.split("\n");
      const match = /^(.*?)\s*(?:\{#([a-z0-9-]+)\})?\s*$/.exec(heading);
      const content = blocks(rest.join("\n"));
      const list = content
        .filter((block) => block.startsWith("- "))
        .flatMap((block) => block.split("\n").map((line) => line.replace(/^-\s+/, "").trim()));
      return {
        ...(match?.[2] ? { id: match[2] } : {}),
        title: match?.[1] ?? heading,
        paragraphs: content.filter((block) => !block.startsWith("- ")),
        ...(list.length > 0 ? { list } : {}),
      };
    });
    return { intro: blocks(intro).join("\n\n"), sections };
  },
  write: (fields) => {
    const sections = (fields.sections as Section[]).map((section) =>
      [
        `## ${section.title}${section.id ? ` {#${section.id}}` : ""}`,
        ...section.paragraphs,
        ...(section.list ? [section.list.map((item) => `- ${item}`).join("\n")] : []),
      ].join("\n\n"),
    );
    return `${[String(fields.intro ?? ""), ...sections].join("\n\n")}\n`;
  },
};

/** The whole body as one field: an article's MDX. */
export const rawBody = (field: string): BodyCodec => ({
  fields: [field],
  read: (body) => ({ [field]: body.trim() ? body : "" }),
  write: (fields) => String(fields[field] ?? ""),
});

/** The body a file holds for an entry's fields (the fields the codec keeps in the body). */
export function bodyOf(codec: BodyCodec, fields: Record<string, unknown>): string {
  return codec.write(Object.fromEntries(codec.fields.map((field) => [field, fields[field]])));
}
