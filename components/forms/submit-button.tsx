import { useI18n } from "@/components/i18n/i18n-provider";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Button, type ButtonProps } from "@/components/ui/button";
import { delivery } from "@/lib/forms/submit";
import { useHydrated } from "@/lib/hooks/use-hydrated";

const Loader2 = spriteIcon("loader-circle");

/**
 * A form's submit button: disabled with a spinner and "Sending..." (in the page's language) while
 * the send is under way.
 * Without an endpoint only the script can send, so until it runs the button stays disabled.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  ...props
}: Omit<ButtonProps, "type" | "children"> & {
  sending: boolean;
  label: string;
  sendingLabel?: string;
}) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={sending || (!hydrated && delivery.mode !== "endpoint")}
      {...props}
    >
      {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {sending ? (sendingLabel ?? t("dialog.sending")) : label}
    </Button>
  );
}
