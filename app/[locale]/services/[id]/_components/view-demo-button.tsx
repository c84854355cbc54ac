import { DialogButton } from "@/components/dialogs/dialog-button";
import type { Service } from "@/lib/content/schemas/services";
import { getI18n } from "@/lib/i18n/server";

/** The hero's "View demo": opens the service's interactive demo. */
export async function ViewDemoButton({ service }: { service: Pick<Service, "title"> }) {
  const { t } = await getI18n();
  return (
    <DialogButton
      dialog={{ kind: "launch-demo", service: service.title }}
      size="lg"
      variant="outline"
    >
      {t("services.cta.viewDemo")}
    </DialogButton>
  );
}
