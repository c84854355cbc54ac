import { spriteIcon } from "@/components/icons/sprite-icon";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";

const Home = spriteIcon("home");

/** The not-found screen's title and description, in the page's language, never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: t("notFound.title"),
    description: t("notFound.description"),
    robots: { index: false },
  };
}

/**
 * The spec's not-found screen, in the page's language: out/404.html (app/global-not-found.tsx)
 * and each edition's out/<locale>/404.html (app/[locale]/[...missing]). Not a not-found.tsx
 * boundary: a boundary would ride in every page's RSC payload, and no exported page can miss.
 */
export async function NotFoundScreen() {
  const { t, href } = await getI18n();
  return (
    <section className="relative flex min-h-[75vh] items-center justify-center bg-grid px-4 pt-28 pb-20">
      <div className="mx-auto max-w-xl text-center">
        <p className="font-mono text-sm text-primary">404</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {t("notFound.title")}
        </h1>
        <p className="mt-4 text-lg muted-copy">{t("notFound.text")}</p>
        <Button asChild size="lg" className="mt-8">
          <Link href={href("/")}>
            <Home aria-hidden="true" />
            {t("notFound.home")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
