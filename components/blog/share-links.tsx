import { Mail } from "lucide-react";
import { shareLinks } from "@/lib/share";

const linkClass =
  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors hover:bg-accent";

/** Share intents that open in a new window, and an e-mail with subject and body filled in. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareLinks(url, title);
  const social = [
    { href: links.x, label: "Share on X" },
    { href: links.facebook, label: "Share on Facebook" },
    { href: links.linkedin, label: "Share on LinkedIn" },
  ];
  return (
    <ul aria-label="Share this article" className="flex flex-wrap gap-2">
      {social.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {link.label}
            <span className="sr-only"> (opens in a new window)</span>
          </a>
        </li>
      ))}
      <li>
        <a href={links.email} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" /> Share by e-mail
        </a>
      </li>
    </ul>
  );
}
