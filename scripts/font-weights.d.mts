/** Types for font-weights.mjs (plain ESM so the font subsetter runs it without a compile step). */
export declare function geistWeightRange(source: string): [number, number];
