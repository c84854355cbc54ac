"use client";

import { useSearchParams } from "next/navigation";
import { contactHeading } from "@/lib/contact-heading";

/** The hero heading follows the `type` query; rendered inside Suspense so the page stays static. */
export function ContactHeading({ fallback }: { fallback: string }) {
  const type = useSearchParams().get("type");
  return <>{contactHeading(type, fallback)}</>;
}
