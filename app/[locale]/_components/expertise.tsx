import { Link } from "@/components/ui/link";
import { contentIcons } from "@/components/icons/content-icons";
import { gradients } from "@/lib/gradients";
import { getI18n } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import { getEntries, getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { HomeSection } from "./home-section";
import { MoreCue } from "@/components/sections/more-cue";

export async function Expertise() {
  const { locale, t, href } = await getI18n();
  const { expertise } = getEntry("pages", "home", locale).data.sections;
  return (
    <HomeSection header={expertise} muted>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {getEntries("services", locale)
          .map(({ data }) => data)
          .map((service) => {
            const Icon = contentIcons[service.icon];
            return (
              <li key={service.id}>
                <Link href={href(pagePath("service", service.id))} className="group card-link p-6">
                  <span className={cn("icon-tile text-white", gradients[service.gradient].tile)}>
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
                  {service.subtitle ? (
                    <p className="font-mono text-xs text-muted-foreground uppercase">
                      {service.subtitle}
                    </p>
                  ) : null}
                  <p className="mt-2 flex-1 muted-copy">{service.description}</p>
                  <MoreCue>
                    {t("home.expertise.learnMore")}{" "}
                    <span className="sr-only">
                      {t("home.expertise.learnMoreAbout", { service: service.title })}
                    </span>
                  </MoreCue>
                </Link>
              </li>
            );
          })}
      </ul>
    </HomeSection>
  );
}
