import { siteForm } from "@/lib/forms/registry";
import type * as z from "@/lib/forms/schemas/zod";

export type FieldIssue = { field: string; reason: string; code: string };

type Validated =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; unknownForm: true }
  | { ok: false; unknownForm: false; issues: FieldIssue[] };

/**
 * A native post's strings in the shapes the schema expects, read from the schema itself: every
 * value of a list field (checkboxes), `true` for a ticked box ("on"), else the one string.
 */
function fromNativePost(params: URLSearchParams, schema: z.ZodMiniObject) {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
    const def = field._zod.def as { type: string; values?: unknown[] };
    if (def.type === "array") fields[name] = params.getAll(name);
    else if (def.type === "boolean" || (def.type === "literal" && def.values?.[0] === true))
      fields[name] = params.get(name) === "on" || params.get(name) === "true";
    else if (params.has(name)) fields[name] = params.get(name);
  }
  return fields;
}

/**
 * Validates with the site's own schemas (lib/forms/registry.ts). Unknown keys are dropped; each
 * issue names its field and the reason: the catalogue key the site shows, or zod's message.
 */
export function validateFields(form: string, input: Record<string, unknown> | URLSearchParams) {
  const entry = siteForm(form);
  if (!entry) return { ok: false, unknownForm: true } satisfies Validated;
  const values = input instanceof URLSearchParams ? fromNativePost(input, entry.schema) : input;
  const result = entry.schema.safeParse(values);
  if (result.success) return { ok: true, fields: result.data } satisfies Validated;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(form)",
    reason: issue.message,
    code: issue.code,
  }));
  return { ok: false, unknownForm: false, issues } satisfies Validated;
}
