import { brand } from "@/content/brand";
import { mailtoHref, type FormFields } from "@/lib/forms/submit";

/** Shown when sending fails: what happened, that nothing was lost, and an e-mail fallback. */
export function FormAlert({
  error,
  subject,
  fields,
}: {
  error: string;
  subject: string;
  fields: FormFields;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p className="font-medium">We couldn&apos;t send your message. {error}</p>
      <p className="mt-1 text-muted-foreground">
        Everything you typed is still here. Try again, or{" "}
        <a
          href={mailtoHref(brand.email.general, subject, fields)}
          className="font-medium text-primary underline underline-offset-2"
        >
          send it to us by e-mail
        </a>
        .
      </p>
    </div>
  );
}
