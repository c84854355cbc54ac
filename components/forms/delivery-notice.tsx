import { Mail as mailIcon, RotateCw as rotateCwIcon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import type { DeliveryState } from "@/components/forms/use-form-delivery";
import { Button } from "@/components/ui/button";
import { brand } from "@/content/brand";
import { submitTimeoutMs, type SubmitFailure } from "@/lib/forms/submit";

const Mail = lucideIcon(mailIcon);
const RotateCw = lucideIcon(rotateCwIcon);

const reasons: Record<SubmitFailure, (status?: number) => string> = {
  status: (status) => `Our form service answered with an error (${status ?? "unknown"}).`,
  network: () => "The connection to our form service failed.",
  timeout: () => `Our form service did not answer within ${submitTimeoutMs / 1000} seconds.`,
};

const linkClass = "font-medium text-primary underline underline-offset-2";

/**
 * What happened to a submit that did not end in the form's own success state: the announcement
 * of invalid fields, a failed send (with Retry and e-mail), or the hand-over to the mail client.
 */
export function DeliveryNotice({
  state,
  invalidCount,
  onRetry,
}: {
  state: DeliveryState;
  invalidCount: number;
  onRetry: () => void;
}) {
  return (
    <>
      <p role="status" className="sr-only">
        {invalidCount > 0
          ? `${invalidCount} ${invalidCount === 1 ? "field needs" : "fields need"} your attention.`
          : ""}
      </p>
      {state.kind === "failed" ? (
        <div
          role="alert"
          className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <p>
            <span className="font-medium">We couldn&apos;t send your message.</span>{" "}
            {reasons[state.reason](state.status)}
          </p>
          <p className="text-muted-foreground">
            Everything you typed is still here. Try again, or{" "}
            <a href={state.href} className={linkClass}>
              send it to us by e-mail
            </a>
            .
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry} className="w-fit">
            <RotateCw aria-hidden="true" /> Retry
          </Button>
        </div>
      ) : null}
      <div role="status" className="empty:hidden">
        {state.kind === "mailto" ? (
          <div className="grid gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              Your e-mail app should now open with this message, addressed to {brand.email.general}.
            </p>
            <p className="text-muted-foreground">
              It reaches us when you press Send there; until then nothing has been sent, and your
              answers stay saved in this browser. If no e-mail opened,{" "}
              <a href={state.href} className={linkClass}>
                open it again
              </a>{" "}
              or write to {brand.email.general}.
            </p>
          </div>
        ) : null}
      </div>
    </>
  );
}
