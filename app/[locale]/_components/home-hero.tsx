import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { ContactButton } from "@/components/sections/contact-button";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { Button } from "@/components/ui/button";
import { figureIn } from "@/lib/figures";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

const ArrowRight = spriteIcon("arrow-right");

export async function HomeHero() {
  const { locale, t, href } = await getI18n();
  const { hero: homeHero } = getEntry("pages", "home", locale).data;
  const [before, highlight, after] = homeHero.title.split("*");
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden pt-32 pb-20 md:pt-44 md:pb-28"
    >
      <HeroBackdrop />
      <div className="page-container">
        <p className="eyebrow">{homeHero.eyebrow}</p>
        <h1
          id="home-title"
          className="mt-5 max-w-4xl text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl md:text-7xl"
        >
          {before}
          <span className="bg-linear-to-r from-primary to-fuchsia-700 bg-clip-text text-transparent dark:to-fuchsia-300">
            {highlight}
          </span>
          {after}
        </h1>
        <p className="mt-6 max-w-2xl text-lg muted-copy md:text-xl">{homeHero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={href(pagePath("services"))}>
              {t("home.hero.services")} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={href(pagePath("caseStudies"))}>{t("home.hero.work")}</Link>
          </Button>
          <ContactButton variant="ghost">{t("home.hero.talk")}</ContactButton>
        </div>
        <dl className="mt-16 grid max-w-4xl gap-6 border-t pt-8 sm:grid-cols-3">
          {homeHero.stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-mono text-4xl font-semibold tracking-tight">
                {figureIn(locale, stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
