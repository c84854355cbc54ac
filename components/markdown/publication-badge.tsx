import type { Publication } from "@/lib/content";
import { getI18n } from "@/lib/i18n/server";

/** "Draft" or "Scheduled" beside an entry that only `npm run dev` shows; nothing once published. */
export async function PublicationBadge({ publication }: { publication: Publication }) {
  if (publication === "published") return null;
  const { t } = await getI18n();
  return (
    <span className="rounded-full border border-amber-600 px-2.5 py-1 text-xs font-medium text-amber-800 dark:border-amber-400 dark:text-amber-200">
      {t(publication === "draft" ? "content.draft" : "content.scheduled")}
    </span>
  );
}
