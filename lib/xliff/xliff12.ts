import { xml2js, type Element } from "xml-js";
import type { Code, Segment } from "@/lib/xliff/segment";
import { normalize } from "@/lib/xliff/segment";
import type { Unit, UnitState } from "@/lib/xliff/units";

/*
 * XLIFF 1.2 (OASIS), the version every translation tool reads, OmegaT 3.6 included (it reads no
 * XLIFF 2): one <file> per export, one <trans-unit> per unit, inline codes as <ph>, <bpt>, <ept>
 * carrying their native markup. The file names its site (`product-name`) and language.
 */

export const xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2";

export type XliffUnit = { id: string; source: Segment; target?: Segment; state?: string };
export type XliffDocument = { site: string; locale: string; units: XliffUnit[] };

const states: Record<UnitState, string | undefined> = {
  initial: undefined,
  translated: "translated",
  stale: "needs-review-translation",
};

const escape = (text: string, quote = false) => {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return quote ? escaped.replace(/"/g, "&quot;") : escaped;
};

const codeXml = (code: Code) =>
  code.kind === "ept"
    ? `<ept id="${escape(code.id, true)}">${escape(code.native)}</ept>`
    : `<${code.kind} id="${escape(code.id, true)}" ctype="${code.ctype}">${escape(code.native)}</${code.kind}>`;

const segmentXml = (segment: Segment) =>
  segment.map((part) => (typeof part === "string" ? escape(part) : codeXml(part))).join("");

/** The XLIFF of a language's units. */
export function writeXliff(site: string, locale: string, units: Unit[]): string {
  const body = units.map((unit) => {
    const state = states[unit.state];
    const target =
      unit.target && state
        ? `\n        <target state="${state}">${segmentXml(unit.target)}</target>`
        : "";
    const notes = unit.notes.map((note) => `\n        <note>${escape(note)}</note>`).join("");
    return `      <trans-unit id="${escape(unit.id, true)}" xml:space="preserve">\n        <source>${segmentXml(unit.source)}</source>${target}${notes}\n      </trans-unit>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xliff version="1.2" xmlns="${xliffNamespace}">`,
    `  <file original="content" datatype="plaintext" source-language="en" target-language="${escape(locale, true)}" product-name="${escape(site, true)}">`,
    `    <body>`,
    ...body,
    `    </body>`,
    `  </file>`,
    `</xliff>`,
    ``,
  ].join("\n");
}

export class XliffError extends Error {}

const children = (element: Element | undefined, name?: string): Element[] =>
  (element?.elements ?? []).filter(
    (child) => child.type === "element" && (!name || child.name === name),
  );

const textIn = (element: Element): string =>
  (element.elements ?? [])
    .map((child) =>
      child.type === "text" || child.type === "cdata"
        ? String(child.text ?? child.cdata ?? "")
        : child.name === "sub"
          ? ""
          : textIn(child),
    )
    .join("");

function readSegment(element: Element, unit: string): Segment {
  const parts: Segment = [];
  for (const child of element.elements ?? []) {
    if (child.type === "text" || child.type === "cdata")
      parts.push(String(child.text ?? child.cdata ?? ""));
    else if (child.name === "mrk") parts.push(...readSegment(child, unit));
    else if (child.name === "ph" || child.name === "bpt" || child.name === "ept")
      parts.push({
        kind: child.name,
        id: String(child.attributes?.id ?? ""),
        native: textIn(child),
        ctype: String(child.attributes?.ctype ?? ""),
      });
    else if (child.type === "element")
      throw new XliffError(
        `${unit}: <${child.name}> is not an inline code this site writes (ph, bpt, ept)`,
      );
  }
  return normalize(parts);
}

/** The units of an XLIFF 1.2 file. */
export function readXliff(text: string): XliffDocument {
  let root: Element | undefined;
  try {
    root = children(xml2js(text, { captureSpacesBetweenElements: true }) as Element, "xliff")[0];
  } catch (error) {
    throw new XliffError(`not XML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (!root || root.attributes?.version !== "1.2") throw new XliffError("not an XLIFF 1.2 file");
  const files = children(root, "file");
  if (files.length !== 1) throw new XliffError(`one <file> expected, found ${files.length}`);
  const file = files[0] as Element;
  const units = children(children(file, "body")[0]).flatMap((element) =>
    element.name === "group"
      ? children(element, "trans-unit")
      : element.name === "trans-unit"
        ? [element]
        : [],
  );
  return {
    site: String(file.attributes?.["product-name"] ?? ""),
    locale: String(file.attributes?.["target-language"] ?? ""),
    units: units.map((element) => {
      const id = String(element.attributes?.id ?? "");
      const source = children(element, "source")[0];
      const target = children(element, "target")[0];
      if (!source) throw new XliffError(`${id}: no <source>`);
      return {
        id,
        source: readSegment(source, id),
        ...(target
          ? { target: readSegment(target, id), state: String(target.attributes?.state ?? "") }
          : {}),
      };
    }),
  };
}
