// Finds the site's languages typed by hand: an array, a union type, an object's keys, switch cases,
// or a regex or string alternation ("de|zh|es|fr", "en,de,zh,es,fr") that names every language but
// English. Such a list silently leaves out a language added to lib/i18n/locales.ts, which is the
// one place the list may be written (README, "Adding a language"). Read with TypeScript's parser,
// so comments and prose never count, and a list split over several lines still does.
import { readFileSync } from "node:fs";
import ts from "typescript";

/** The language codes of lib/i18n/locales.ts: the keys of its `localeInfo`, and `defaultLocale`. */
export function localeCodes(source) {
  const file = ts.createSourceFile("locales.ts", source, ts.ScriptTarget.Latest, true);
  let codes = [];
  let fallback;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      let value = node.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)))
        value = value.expression;
      if (node.name.text === "localeInfo" && value && ts.isObjectLiteralExpression(value))
        codes = value.properties.map((property) => nameOf(property.name)).filter(Boolean);
      if (node.name.text === "defaultLocale" && value && ts.isStringLiteral(value))
        fallback = value.text;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (codes.length < 2 || !fallback || !codes.includes(fallback))
    throw new Error("lib/i18n/locales.ts: no localeInfo with the default locale among its keys");
  return { codes, defaultLocale: fallback };
}

/**
 * The hand-typed locale lists in one source file: `{ line, text }` for each list that names every
 * code of `prefixed` (the languages besides the default one).
 */
export function handTypedLocaleLists(source, fileName, prefixed) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    kindOf(fileName),
  );
  const found = [];
  const report = (node, names) => {
    if (!prefixed.every((code) => names.includes(code))) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: node.getText(file).replace(/\s+/g, " ").slice(0, 80) });
  };
  const visit = (node) => {
    if (ts.isArrayLiteralExpression(node)) report(node, node.elements.flatMap(leadingCode));
    else if (ts.isUnionTypeNode(node))
      report(
        node,
        node.types
          .filter((type) => ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal))
          .map((type) => type.literal.text),
      );
    else if (ts.isObjectLiteralExpression(node) ? !typedByLocale(node) : ts.isTypeLiteralNode(node))
      report(
        node,
        (node.properties ?? node.members).map((member) => nameOf(member.name)),
      );
    else if (ts.isCaseBlock(node))
      report(
        node,
        node.clauses
          .filter((clause) => ts.isCaseClause(clause) && ts.isStringLiteralLike(clause.expression))
          .map((clause) => clause.expression.text),
      );
    else if (
      ts.isRegularExpressionLiteral(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      report(node, joinedCodes(node.text));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every hand-typed list in `files` (paths relative to `root`), as "path:line: text". */
export function scanLocaleLists(root, files, prefixed) {
  return files.flatMap((path) =>
    handTypedLocaleLists(readFileSync(`${root}/${path}`, "utf8"), path, prefixed).map(
      ({ line, text }) => `${path}:${line}: ${text}`,
    ),
  );
}

/** The code files a locale list could hide in: everything but the content, and locales.ts itself. */
export function codeFiles(files) {
  return files.filter(
    (path) =>
      /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(path) &&
      !/^(?:content|node_modules|out[^/]*)\//.test(path) &&
      !path.endsWith(".d.ts") &&
      path !== "lib/i18n/locales.ts",
  );
}

// An array's element, or the first of a tuple element: [["de", "en-US"], ["zh", "fr-FR"]].
function leadingCode(element) {
  if (ts.isStringLiteralLike(element)) return [element.text];
  const first = ts.isArrayLiteralExpression(element) ? element.elements[0] : undefined;
  return first && ts.isStringLiteralLike(first) ? [first.text] : [];
}

// A table keyed by language whose declared type names `Locale` (`Record<Locale, …>`,
// `satisfies Partial<Record<Locale, …>>`, or inside such a table): TypeScript asks for a new
// language's entry, or the type says on purpose that a language may have none.
function typedByLocale(node) {
  for (let at = node.parent; at; at = at.parent) {
    const type =
      ts.isVariableDeclaration(at) || ts.isPropertyDeclaration(at) || ts.isParameter(at)
        ? at.type
        : ts.isSatisfiesExpression(at) || ts.isAsExpression(at)
          ? at.type
          : undefined;
    if (type && /\bLocale\b/.test(type.getText())) return true;
    if (ts.isStatement(at) && !ts.isVariableStatement(at)) return false;
  }
  return false;
}

// Two-letter codes joined by "|" or ",": the alternation of a regex, an EXPORT_EDITIONS value.
function joinedCodes(text) {
  const runs = text.match(/(?<![A-Za-z])[a-z]{2}(?:\s*[|,]\s*[a-z]{2})+(?![A-Za-z])/g) ?? [];
  return runs.flatMap((run) => run.split(/\s*[|,]\s*/));
}

function nameOf(name) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

function kindOf(fileName) {
  if (fileName.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (fileName.endsWith(".jsx")) return ts.ScriptKind.JSX;
  return /\.[cm]?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}
