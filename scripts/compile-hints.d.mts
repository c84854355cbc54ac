/** Types for compile-hints.mjs (plain ESM so the Node scripts can load it without a build). */
export declare const compileHint: string;
export declare function withCompileHint(source: string): string;
export declare function startScripts(out: string): string[];
