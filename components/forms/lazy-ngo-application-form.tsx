"use client";

import dynamic from "next/dynamic";

/**
 * The NGO application form in its own chunk: rendered into the HTML as any component, and loaded
 * (preloaded by the page's head) only by the page that renders it, so the service pages beside it
 * in the same route never download its JavaScript.
 */
export const LazyNgoApplicationForm = dynamic(() =>
  import("@/components/forms/ngo-application-form").then((module) => module.NgoApplicationForm),
);
