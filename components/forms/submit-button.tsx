import { LoaderCircle as loader2Icon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import { Button, type ButtonProps } from "@/components/ui/button";
import { delivery } from "@/lib/forms/submit";
import { useHydrated } from "@/lib/hooks/use-hydrated";

const Loader2 = lucideIcon(loader2Icon);

/**
 * A form's submit button: disabled with a spinner and "Sending..." while the send is under way.
 * Without an endpoint only the script can send, so until it runs the button stays disabled.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel = "Sending...",
  ...props
}: Omit<ButtonProps, "type" | "children"> & {
  sending: boolean;
  label: string;
  sendingLabel?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={sending || (!hydrated && delivery.mode !== "endpoint")}
      {...props}
    >
      {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {sending ? sendingLabel : label}
    </Button>
  );
}
