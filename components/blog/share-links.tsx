import { spriteIcon } from "@/components/icons/sprite-icon";
import { getI18n } from "@/lib/i18n/server";
import { shareLinks } from "@/lib/share";

const Mail = spriteIcon("mail");

const linkClass =
  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors hover:bg-accent";

/** Share intents that open in a new window, and an e-mail with subject and body filled in. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = await getI18n();
  const links = shareLinks(url, title);
  const social = [
    { href: links.x, label: t("blog.share.x") },
    { href: links.facebook, label: t("blog.share.facebook") },
    { href: links.linkedin, label: t("blog.share.linkedin") },
  ];
  return (
    <ul aria-label={t("blog.share.label")} className="flex flex-wrap gap-2">
      {social.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {link.label}
            <span className="sr-only"> {t("blog.share.newWindow")}</span>
          </a>
        </li>
      ))}
      <li>
        <a href={links.email} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" /> {t("blog.share.email")}
        </a>
      </li>
    </ul>
  );
}
