/** Types for csp.mjs (plain ESM so the build runs it without a compile step). */
export declare function inlineScripts(html: string): string[];
