import { Link } from "@/components/ui/link";
import { site } from "@/lib/site";
import { getI18n } from "@/lib/i18n/server";

/** The tessellated-tile mark (public/logo-mark.svg) and the wordmark, linking to the edition's home (server only). */
export async function Logo() {
  const { t, href } = await getI18n();
  return (
    <Link
      href={href("/")}
      className="flex min-h-10 items-center gap-2 rounded-md font-semibold tracking-tight"
      aria-label={t("ui.logo.home", { name: site.name })}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG file: nothing to optimize */}
      <img src="/logo-mark.svg" width={28} height={28} alt="" className="shrink-0" />
      <span className="text-base">
        {site.shortName}
        <span className="text-primary"> AI</span>
      </span>
    </Link>
  );
}
