const siteverify = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Asks Cloudflare whether a Turnstile token is genuine and unused. `fetcher` is injectable so the
 * check is tested without reaching Cloudflare. An unreachable verifier counts as a failure: the
 * visitor sees the failure, keeps every value and can retry or e-mail.
 */
export async function verifyTurnstile(
  token: string | undefined,
  secret: string,
  remoteIp: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (!token) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetcher(siteverify, { method: "POST", body });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}
