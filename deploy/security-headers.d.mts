/** Types for security-headers.mjs (plain ESM so the Node scripts can load it without a build). */
export declare const securityHeaders: readonly (readonly [name: string, value: string])[];
export declare const immutableCache: string;
export declare const adminContentSecurityPolicy: string;
export declare const adminHeaders: readonly (readonly [name: string, value: string])[];
export declare const adminMetaPolicy: string;
