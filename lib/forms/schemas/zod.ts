import { config } from "zod/mini";
import type { MessageKey } from "@/lib/i18n";

// Zod 4 compiles fast parsers with `new Function` unless told not to, and the site's
// Content-Security-Policy forbids eval: form schemas that run in the browser use this module.
// They use Zod Mini, whose functions tree-shake: a form ships the checks it uses, not all of Zod.
config({ jitless: true });

export * from "zod/mini";

/**
 * A validation message: a catalogue key, which the form translates where it shows the error
 * (`t(error.message)`), so one schema serves every language and no strings ship with zod.
 */
export const message = (key: MessageKey): string => key;
