/** Types for chromium.mjs (plain ESM so the Node scripts can load it without a build). */
export declare function chromiumExecutable(): string | undefined;
export declare const chromiumArgs: string[];
