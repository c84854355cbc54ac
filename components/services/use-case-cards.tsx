import { spriteIcon } from "@/components/icons/sprite-icon";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { TitledSection } from "@/components/sections/titled-section";
import type { SectionIntro, UseCase } from "@/lib/content/schemas/service-page-blocks";
import type { Service } from "@/lib/content/schemas/services";
import { dialogUseCaseKey } from "@/lib/dialog-content";
import { gradients, type GradientId } from "@/lib/gradients";
import { getI18n } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import type * as React from "react";

const ArrowRight = spriteIcon("arrow-right");

type Props = {
  /** The service the use cases belong to: their dialog content is keyed by it. */
  serviceId: string;
  items: readonly UseCase[];
  gradient: GradientId;
  className?: string;
};

/** Use-case cards, each anchored by id, whose "Learn more" opens the use-case dialog. */
export async function UseCaseCards({ serviceId, items, gradient, className }: Props) {
  const { t } = await getI18n();
  return (
    <ul className={cn("grid gap-4 md:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => {
        const Icon = contentIcons[item.icon];
        return (
          <li key={item.id} id={item.id} className="flex scroll-mt-24 flex-col card-hover">
            <span className={cn("icon-tile text-white", gradients[gradient].tile)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 flex-1 muted-copy">{item.description}</p>
            <DialogButton
              dialog={{ kind: "use-case", key: dialogUseCaseKey(serviceId, item.id) }}
              variant="link"
              size="inline"
              className="mt-4 self-start"
            >
              {t("services.learnMore")}
              <span className="sr-only">{t("services.learnMoreAbout", { title: item.title })}</span>
              <ArrowRight aria-hidden="true" />
            </DialogButton>
          </li>
        );
      })}
    </ul>
  );
}

type SectionProps = Omit<React.ComponentProps<typeof TitledSection>, "intro" | "children"> & {
  service: Pick<Service, "id" | "gradient">;
  /** The section's header and its use cases. */
  block: { intro: SectionIntro; items: readonly UseCase[] };
  /** Two cards to a row on wide screens (else three). */
  wide?: boolean;
};

/** A service page's section of use-case cards, under its header. */
export function UseCaseSection({ service, block, wide = false, ...section }: SectionProps) {
  return (
    <TitledSection intro={block.intro} {...section}>
      <UseCaseCards
        serviceId={service.id}
        items={block.items}
        gradient={service.gradient}
        className={wide ? "mt-12 lg:grid-cols-2" : "mt-12"}
      />
    </TitledSection>
  );
}
