"use client";

import * as React from "react";
import { challengeUsedEvent, turnstileSiteKey } from "@/lib/forms/challenge";

type Turnstile = {
  render(element: HTMLElement, options: { sitekey: string; language?: string }): string;
  reset(widget: string): void;
};

const scriptUrl = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = (window as Window & { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error("Turnstile did not start"));
    };
    script.onerror = () => {
      loading = undefined; // a later form start tries again
      reject(new Error("Turnstile did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The optional challenge (Cloudflare Turnstile), rendered only when a site key is configured. Its
 * script loads when the visitor first focuses the form, not with the page; its token lands in a
 * hidden field of the form, which the submit reads, and is renewed after each attempt.
 */
export function FormChallenge() {
  const box = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const element = box.current;
    const form = element?.closest("form");
    if (!element || !form || !turnstileSiteKey) return;
    let widget: string | undefined;
    let api: Turnstile | undefined;
    const start = () => {
      form.removeEventListener("focusin", start);
      loadTurnstile()
        .then((loaded) => {
          api = loaded;
          widget = loaded.render(element, {
            sitekey: turnstileSiteKey ?? "",
            language: document.documentElement.lang,
          });
        })
        .catch(() => form.addEventListener("focusin", start));
    };
    const renew = () => (widget ? api?.reset(widget) : undefined);
    form.addEventListener("focusin", start);
    form.addEventListener(challengeUsedEvent, renew);
    return () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener(challengeUsedEvent, renew);
    };
  }, []);
  return <div ref={box} className="empty:hidden" />;
}
