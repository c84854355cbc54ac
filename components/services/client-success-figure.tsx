import { Artwork } from "@/components/art/artwork";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { cn } from "@/lib/utils";

type Props = { service: Service; className?: string };

/** A service's artwork with its client result laid over it ("Client Success"). */
export async function ClientSuccessFigure({ service, className }: Props) {
  const { t } = await getI18n();
  return (
    <figure className={cn("relative overflow-hidden rounded-3xl border", className)}>
      <Artwork
        seed={service.id}
        gradient={service.gradient}
        width={640}
        height={400}
        className="aspect-[16/10]"
      />
      <figcaption className="absolute inset-x-4 bottom-4 rounded-2xl border bg-background/90 p-4 backdrop-blur-sm">
        <p className="font-mono text-xs tracking-wider text-muted-foreground uppercase">
          {t("services.clientSuccess")}
        </p>
        <p className="mt-1 font-semibold">{service.caseStudy.result}</p>
        <p className="text-sm text-muted-foreground">{service.caseStudy.client}</p>
      </figcaption>
    </figure>
  );
}
