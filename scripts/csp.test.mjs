import { describe, expect, it } from "vitest";
import { buildPolicy, existingPolicy, extraSources, inlineScripts, withPolicy } from "./csp.mjs";

describe("inlineScripts", () => {
  it("takes executable inline scripts only: not src scripts, not JSON-LD", () => {
    const html = `<head><script>a()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script type="module">b()</script></head>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });
});

describe("buildPolicy", () => {
  it("allows self and the given hashes for scripts, never 'unsafe-inline'", () => {
    const policy = buildPolicy(["abc="], extraSources({}));
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-src https://www.openstreetmap.org");
  });

  it("adds the analytics host and the form endpoint only when configured", () => {
    const extra = extraSources({
      NEXT_PUBLIC_GA_ID: "G-TEST",
      NEXT_PUBLIC_FORM_ENDPOINT: "https://forms.example.com/in",
    });
    const policy = buildPolicy([], extra);
    expect(policy).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com",
    );
    expect(policy).toContain("https://forms.example.com");
    expect(buildPolicy([], extraSources({}))).not.toContain("google");
  });

  it("lets Tessa fetch from the assistant endpoint when one is set", () => {
    const connect = (env) =>
      buildPolicy([], extraSources(env))
        .split("; ")
        .find((d) => d.startsWith("connect-src"));
    expect(connect({ NEXT_PUBLIC_ASSISTANT_ENDPOINT: "https://ask.example.com/tessa" })).toBe(
      "connect-src 'self' https://ask.example.com",
    );
    expect(connect({})).toBe("connect-src 'self'");
  });

  it("lets forms post natively to the endpoint, and nowhere else", () => {
    const directive = (env) =>
      buildPolicy([], extraSources(env))
        .split("; ")
        .find((d) => d.startsWith("form-action"));
    expect(directive({ NEXT_PUBLIC_FORM_ENDPOINT: "https://forms.example.com/in" })).toBe(
      "form-action 'self' https://forms.example.com",
    );
    expect(directive({ NEXT_PUBLIC_FORM_FORMAT: "netlify" })).toBe("form-action 'self'");
    expect(directive({})).toBe("form-action 'self'");
  });
});

describe("the optional challenge", () => {
  it("adds Cloudflare Turnstile's origin to scripts, frames and connections only when a site key is set", () => {
    const directives = (env) => buildPolicy([], extraSources(env)).split("; ");
    const turnstile = "https://challenges.cloudflare.com";
    const configured = directives({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAA" });
    for (const name of ["script-src", "frame-src", "connect-src"])
      expect(configured.find((d) => d.startsWith(name))).toContain(turnstile);
    expect(directives({}).join("; ")).not.toContain(turnstile);
  });
});

describe("withPolicy", () => {
  const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>p{color:red}</style><script>a()</script></head><body><!-- <script>c()</script> --><p title="<script>d()</script>">x</p><script src="/s.js"></script><script>b()</script></body></html>`;

  it("puts the policy first in <head>, hashing the inline scripts the parser finds, and no others", () => {
    const html = withPolicy(page, extraSources({}));
    expect(
      html?.startsWith('<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"'),
    ).toBe(true);
    const policy = existingPolicy(html ?? "")?.content ?? "";
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("replaces the policy when it runs again, never adding a second one", () => {
    const once = withPolicy(page, extraSources({})) ?? "";
    expect(withPolicy(once, extraSources({}))).toBe(once);
  });
});
