// The part of the xliff package (locize) the tests use: it ships no types.
declare module "xliff" {
  export function xliff12ToJs(xml: string, options?: Record<string, unknown>): Promise<unknown>;
}
