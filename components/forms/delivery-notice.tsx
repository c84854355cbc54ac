import { spriteIcon } from "@/components/icons/sprite-icon";
import type { DeliveryState } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Interpolate } from "@/components/ui/interpolate";
import { brand } from "@/lib/brand";
import { submitTimeoutMs, type SubmitFailure } from "@/lib/forms/submit";
import type { MessageKey } from "@/lib/i18n";

const Mail = spriteIcon("mail");
const RotateCw = spriteIcon("rotate-cw");

const reasons: Record<SubmitFailure, MessageKey> = {
  status: "forms.failed.status",
  network: "forms.failed.network",
  timeout: "forms.failed.timeout",
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
  const { t } = useI18n();
  const email = brand.email.general;
  return (
    <>
      <p role="status" className="sr-only">
        {invalidCount > 0 ? t("forms.invalid", { count: invalidCount }) : ""}
      </p>
      {state.kind === "failed" ? (
        <div
          role="alert"
          className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <p>
            <span className="font-medium">{t("forms.failed.title")}</span>{" "}
            {t(reasons[state.reason], {
              status: state.status ?? t("forms.failed.statusUnknown"),
              seconds: submitTimeoutMs / 1000,
            })}
          </p>
          <p className="text-muted-foreground">
            <Interpolate
              text={t("forms.failed.kept")}
              parts={{
                link: (
                  <a href={state.href} className={linkClass}>
                    {t("forms.failed.emailLink")}
                  </a>
                ),
              }}
            />
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry} className="w-fit">
            <RotateCw aria-hidden="true" /> {t("forms.retry")}
          </Button>
        </div>
      ) : null}
      <div role="status" className="empty:hidden">
        {state.kind === "mailto" ? (
          <div className="grid gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t("forms.mailto.opening", { email })}
            </p>
            <p className="text-muted-foreground">
              <Interpolate
                text={t("forms.mailto.pending", { email })}
                parts={{
                  link: (
                    <a href={state.href} className={linkClass}>
                      {t("forms.mailto.again")}
                    </a>
                  ),
                }}
              />
            </p>
          </div>
        ) : null}
      </div>
    </>
  );
}
