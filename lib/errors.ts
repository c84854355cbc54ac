export type AppError = Error & { digest?: string; status?: number; statusText?: string };

/**
 * What the error screen shows under its title: status and status text when present, else the
 * message, else `fallback` (a plain sentence in the page's language).
 */
export function errorDetail(error: Partial<AppError>, fallback: string): string {
  if (typeof error.status === "number") {
    return error.statusText ? `${error.status} ${error.statusText}` : String(error.status);
  }
  return error.message?.trim() || fallback;
}
