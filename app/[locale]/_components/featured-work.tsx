import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { figureIn } from "@/lib/figures";
import { gradients } from "@/lib/gradients";
import { getI18n } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { HomeSection, SeeAllButton } from "./home-section";
import { MoreCue } from "@/components/sections/more-cue";

export async function FeaturedWork() {
  const { locale, t, href } = await getI18n();
  const { sections: homeSections, featuredWork } = getEntry("pages", "home", locale).data;
  return (
    <HomeSection
      header={homeSections.featuredWork}
      action={
        <SeeAllButton href={href(pagePath("caseStudies"))}>{t("home.work.all")}</SeeAllButton>
      }
    >
      <ul className="mt-12 grid gap-4 lg:grid-cols-3">
        {featuredWork.map((work) => (
          <li key={work.id}>
            <Link href={href(pagePath("caseStudies"))} className="group card-link overflow-hidden">
              <Artwork seed={work.id} gradient={work.gradient} className="aspect-[16/9]" />
              <div className="flex flex-1 flex-col p-6">
                <p className="font-mono text-xs text-muted-foreground uppercase">
                  {work.category} · {work.industry}
                </p>
                <h3 className="mt-2 text-lg font-semibold">{work.title}</h3>
                <p className="mt-4">
                  <span
                    className={cn(
                      "bg-clip-text font-mono text-4xl font-semibold text-transparent",
                      gradients[work.gradient].text,
                    )}
                  >
                    {figureIn(locale, work.figure)}
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {work.figureLabel}
                  </span>
                </p>
                <p className="mt-4 flex-1 muted-copy">{work.description}</p>
                <MoreCue>{t("home.work.read")}</MoreCue>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
