import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A resolver whose schema loads on first use, so zod stays out of the page's first-load
 * JavaScript. `preload()` starts the import early (the form calls it on first focus). A failed
 * import (offline, a new deployment) is forgotten, so the next attempt loads again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => {}) };
}
