"use client";

import dynamic from "next/dynamic";

/**
 * The optional challenge, only in a build that sets NEXT_PUBLIC_TURNSTILE_SITE_KEY: the constant
 * is inlined at build, so without a key its code is not in any page's JavaScript (the footer's
 * newsletter form is on every page).
 */
export const OptionalChallenge = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY
  ? dynamic(() => import("@/components/forms/form-challenge").then((m) => m.FormChallenge))
  : () => null;
