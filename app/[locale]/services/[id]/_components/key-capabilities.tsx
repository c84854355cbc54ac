import { TitledSection } from "@/components/sections/titled-section";
import { ClientSuccessFigure } from "@/components/services/client-success-figure";
import { CheckList } from "@/components/ui/check-list";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";

type Props = { service: Service; muted: boolean };

/** A service's features as its key capabilities, beside its client result. */
export async function KeyCapabilities({ service, muted }: Props) {
  const { t } = await getI18n();
  return (
    <TitledSection
      id="key-capabilities"
      intro={{
        eyebrow: t("services.keyCapabilities"),
        title: t("services.page.capabilitiesTitle"),
      }}
      titleId="key-capabilities-title"
      muted={muted}
      className="scroll-mt-16"
    >
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <CheckList
          items={service.features}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="gap-2.5 rounded-2xl border bg-card p-4 leading-relaxed"
          markClassName="before:mt-1"
        />
        <ClientSuccessFigure service={service} />
      </div>
    </TitledSection>
  );
}
