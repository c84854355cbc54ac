import Link from "next/link";
import { site } from "@/content/site";
import { getI18n } from "@/lib/i18n/server";

/** The tessellated-tile mark and the wordmark, linking to the edition's home (server only). */
export async function Logo() {
  const { t, href } = await getI18n();
  return (
    <Link
      href={href("/")}
      className="flex min-h-10 items-center gap-2 rounded-md font-semibold tracking-tight"
      aria-label={t("ui.logo.home", { name: site.name })}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="oklch(0.55 0.23 285)" />
            <stop offset="1" stopColor="oklch(0.6 0.24 320)" />
          </linearGradient>
        </defs>
        <path d="M16 2 28 9v14l-12 7-12-7V9z" fill="url(#logo-gradient)" />
        <path
          d="M16 2v14m0 0 12-7M16 16 4 9m12 7v14"
          stroke="white"
          strokeOpacity=".55"
          strokeWidth="1.5"
          fill="none"
        />
      </svg>
      <span className="text-base">
        {site.shortName}
        <span className="text-primary"> AI</span>
      </span>
    </Link>
  );
}
