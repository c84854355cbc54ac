import { spriteIcon } from "@/components/icons/sprite-icon";
import { PersonAvatar } from "@/components/media/person-avatar";
import type { Photo } from "@/lib/content/schemas/shared";
import { getI18n } from "@/lib/i18n/server";

const Quote = spriteIcon("quote");

/** A testimonial: the quote, then the person with their photo (or initials) and their role. */
export async function QuoteCard({
  quote,
  name,
  byline,
  photo,
}: {
  quote: string;
  name: string;
  byline: string;
  photo?: Photo;
}) {
  // Quotation marks differ by language: “…”, „…“, « … ».
  const { t } = await getI18n();
  return (
    <figure className="flex h-full flex-col card">
      <Quote aria-hidden="true" className="size-6 text-primary" />
      <blockquote className="mt-3 flex-1 leading-relaxed">
        {t("company.quote", { quote })}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 text-sm">
        <PersonAvatar name={name} photo={photo} size={40} slot="avatar" />
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted-foreground">{byline}</span>
        </span>
      </figcaption>
    </figure>
  );
}
