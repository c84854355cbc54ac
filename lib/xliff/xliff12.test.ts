import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { xliff12ToJs } from "xliff";
import { exportXliff } from "@/lib/xliff/export";
import { textOf } from "@/lib/xliff/segment";
import { readXliff } from "@/lib/xliff/xliff12";

/*
 * The export checked by maintained parts: the official XLIFF 1.2 schema (OASIS's strict XSD, as
 * Debian's php-symfony-translation ships it) through xmllint, and the xliff package as a second
 * reader. .ci/run installs both Debian packages (libxml2-utils, php-symfony-translation).
 */

const schemas = "/usr/share/php/Symfony/Component/Translation/Resources/schemas";
const ready =
  existsSync(join(schemas, "xliff-core-1.2-strict.xsd")) && existsSync("/usr/bin/xmllint");

describe("the exported XLIFF", () => {
  const { xml, units } = exportXliff("de");

  it.skipIf(!ready && !process.env.CI)("validates against the XLIFF 1.2 strict schema", () => {
    const folder = mkdtempSync(join(tmpdir(), "xliff-schema-"));
    try {
      // The schema imports xml.xsd from the W3C's address: a catalog points it at the local copy.
      writeFileSync(
        join(folder, "catalog.xml"),
        `<?xml version="1.0"?>\n<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">\n  <uri name="http://www.w3.org/2001/xml.xsd" uri="file://${schemas}/xml.xsd"/>\n  <system systemId="http://www.w3.org/2001/xml.xsd" uri="file://${schemas}/xml.xsd"/>\n</catalog>\n`,
      );
      const validate = (text: string) => {
        writeFileSync(join(folder, "de.xlf"), text);
        try {
          execFileSync(
            "xmllint",
            [
              "--noout",
              "--nonet",
              "--schema",
              join(schemas, "xliff-core-1.2-strict.xsd"),
              join(folder, "de.xlf"),
            ],
            {
              env: { ...process.env, XML_CATALOG_FILES: join(folder, "catalog.xml") },
              stdio: "pipe",
            },
          );
          return "valid";
        } catch (error) {
          return String((error as { stderr?: Buffer }).stderr);
        }
      };
      expect(validate(xml)).toBe("valid");
      expect(validate(xml.replace("<note>", "<nota>").replace("</note>", "</nota>"))).toContain(
        "fails to validate",
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("reads the same in the xliff package as in the site's reader", async () => {
    const other = (await xliff12ToJs(xml, { captureSpacesBetweenElements: true })) as {
      targetLanguage: string;
      resources: Record<string, Record<string, unknown>>;
    };
    expect(other.targetLanguage).toBe("de");
    expect(Object.keys(other.resources.content ?? {})).toEqual(units.map((unit) => unit.id));
    const ours = readXliff(xml);
    expect(ours.units.map((unit) => textOf(unit.source))).toEqual(
      units.map((unit) => textOf(unit.source)),
    );
  });
});
