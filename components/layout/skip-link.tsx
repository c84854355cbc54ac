import { T } from "@/components/i18n/t";

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-primary px-4 py-2.5 text-sm font-medium text-primary-foreground transition-transform focus:translate-y-0"
    >
      <T k="skip.content" />
    </a>
  );
}
