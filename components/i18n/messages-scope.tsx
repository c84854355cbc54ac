import type * as React from "react";
import { MoreMessages } from "@/components/i18n/i18n-provider";
import { pickMessages } from "@/lib/i18n/messages";
import { getLocale } from "@/lib/i18n/server";

/**
 * Hands the islands below the strings of a page's own area ("blog.", "work.jobs."): the layout
 * sends every page only the shared ones (lib/i18n/messages `clientMessages`), so a page's HTML
 * does not carry every other page's strings.
 */
export async function MessagesScope({
  prefixes,
  children,
}: {
  prefixes: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <MoreMessages messages={pickMessages(await getLocale(), prefixes)}>{children}</MoreMessages>
  );
}
