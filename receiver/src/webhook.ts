import type { Channel } from "./deliver";

/** Posts each lead as JSON to the owner's URL (a CRM, a chat, an automation); 2xx is delivered. */
export function webhookChannel(url: string, fetcher: typeof fetch = fetch): Channel {
  return {
    name: "webhook",
    async send(lead) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
