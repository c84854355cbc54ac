/** Types for export-pages.mjs (plain ESM so the Node scripts can load it without a build). */
export declare function htmlFiles(dir: string, root?: string): string[];
export declare function firstLoadScripts(html: string): string[];
export declare function inlinePayloadBytes(html: string): number;
export declare function elementCount(html: string): number;
export declare function renderBlockingStylesheets(html: string): string[];
export declare function fontPreloads(html: string): string[];
export declare function inlineHeadCss(html: string): string;
