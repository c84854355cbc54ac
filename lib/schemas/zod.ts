import { z } from "zod";

// Zod 4 compiles fast parsers with `new Function` unless told not to, and the site's
// Content-Security-Policy forbids eval: form schemas that run in the browser use this import.
z.config({ jitless: true });

export { z };
