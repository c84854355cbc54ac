import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { contentIcons } from "@/components/icons/content-icons";
import { gradients } from "@/lib/gradients";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { cn } from "@/lib/utils";
import { CheckList } from "@/components/ui/check-list";
import { pagePath } from "@/lib/page-paths";

const ArrowRight = spriteIcon("arrow-right");

/** How many of a service's six features its overview card lists. */
export const cardFeatureCount = 4;

export async function ServiceCardGrid({ services }: { services: readonly Service[] }) {
  const { t, href } = await getI18n();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => {
        const Icon = contentIcons[service.icon];
        return (
          <li key={service.id} className="flex flex-col card-hover">
            <span className={cn("icon-tile text-white", gradients[service.gradient].tile)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
            <p className="mt-2 muted-copy">{service.description}</p>
            <CheckList
              items={service.features.slice(0, cardFeatureCount)}
              className="mt-4 grid flex-1 content-start gap-2 border-t pt-4 text-sm"
              itemClassName="gap-2"
            />
            <Link
              href={href(pagePath("service", service.id))}
              className="group mt-5 inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary"
            >
              {t("services.learnMore")}
              <span className="sr-only">
                {t("services.learnMoreAbout", { title: service.title })}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 nudge-on-hover" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
