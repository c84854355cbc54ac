export type AppError = Error & { digest?: string; status?: number; statusText?: string };

/** What the error screen shows under its title: status and status text when present, else the message. */
export function errorDetail(error: Partial<AppError>): string {
  if (typeof error.status === "number") {
    return error.statusText ? `${error.status} ${error.statusText}` : String(error.status);
  }
  return error.message?.trim() || "Something went wrong.";
}
