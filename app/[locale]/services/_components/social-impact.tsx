import { Link } from "@/components/ui/link";
import { InitialsAvatar } from "@/components/art/initials-avatar";
import { SectionHeader } from "@/components/sections/section-header";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function SocialImpact() {
  const { locale, t, href } = await getI18n();
  const { eyebrow, title, lead, quote, author, role, service } = getEntry(
    "pages",
    "services-overview",
    locale,
  ).data.socialImpact;
  return (
    <section aria-labelledby="social-impact-title" className="py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <SectionHeader eyebrow={eyebrow} title={title} lead={lead} titleId="social-impact-title" />
        <figure className="rounded-3xl border border-impact/30 bg-impact/5 p-8">
          <blockquote className="text-lg leading-relaxed text-balance">“{quote}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <InitialsAvatar name={author} size={44} />
            <span>
              <span className="block font-semibold">{author}</span>
              <span className="block text-sm text-muted-foreground">{role}</span>
            </span>
          </figcaption>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="impact">
              <Link href={href(pagePath("service", service))}>
                {t("services.learnAboutNgoLab")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={href(pagePath("caseStudies"))}>{t("services.viewImpactStories")}</Link>
            </Button>
          </div>
        </figure>
      </div>
    </section>
  );
}
