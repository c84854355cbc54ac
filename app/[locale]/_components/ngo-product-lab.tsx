import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { contentIcons } from "@/components/icons/content-icons";
import { ContactButton } from "@/components/sections/contact-button";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

const HeartHandshake = spriteIcon("heart-handshake");

export async function NgoProductLab() {
  const { locale, t, href } = await getI18n();
  const { sections: homeSections, ngoProjects } = getEntry("pages", "home", locale).data;
  const { id, eyebrow, title, lead, service } = homeSections.ngoLab;
  return (
    <Section id={id} aria-labelledby={`${id}-title`} muted>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <SectionHeader eyebrow={eyebrow} title={title} lead={lead} titleId={`${id}-title`} />
          <p className="mt-6 flex items-start gap-3 rounded-2xl border border-impact/30 bg-impact/5 p-4 text-sm leading-relaxed">
            <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-impact" />
            {t("home.ngo.selection")}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="impact" size="lg">
              <Link href={href(pagePath("service", service))}>{t("home.ngo.learn")}</Link>
            </Button>
            <ContactButton>{t("home.ngo.partner")}</ContactButton>
          </div>
        </div>
        <ul className="grid gap-4">
          {ngoProjects.map((project) => {
            const Icon = contentIcons[project.icon];
            return (
              <li key={project.name} className="flex gap-4 card">
                <span className="icon-tile shrink-0 bg-impact/10 text-impact">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{project.name}</h3>
                  <p className="font-mono text-xs text-muted-foreground uppercase">
                    {project.organization}
                  </p>
                  <p className="mt-2 muted-copy">{project.impact}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
