/** Types for csp.mjs (plain ESM so the build runs it without a compile step). */
export type ExtraSources = {
  script: string[];
  connect: string[];
  form: string[];
  frame: string[];
};
export declare function gaInitScript(gaId: string): string;
export declare function extraSources(env?: Record<string, string | undefined>): ExtraSources;
export declare function inlineScripts(html: string): string[];
export declare function existingPolicy(
  html: string,
): { start: number; end: number; content: string | undefined } | undefined;
export declare function withPolicy(html: string, extra?: ExtraSources): string | undefined;
export declare function buildPolicy(hashes: string[], extra?: ExtraSources): string;
