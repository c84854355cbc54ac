import { spriteIcon } from "@/components/icons/sprite-icon";
import { InitialsAvatar } from "@/components/art/initials-avatar";
import { getI18n } from "@/lib/i18n/server";

const Quote = spriteIcon("quote");

/** A testimonial: the quote, then the person with an initials avatar and their role. */
export async function QuoteCard({
  quote,
  name,
  byline,
}: {
  quote: string;
  name: string;
  byline: string;
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
        <InitialsAvatar name={name} size={40} />
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted-foreground">{byline}</span>
        </span>
      </figcaption>
    </figure>
  );
}
