import { spriteIcon } from "@/components/icons/sprite-icon";
import { ClientSuccessFigure } from "@/components/services/client-success-figure";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { gradients } from "@/lib/gradients";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { cn } from "@/lib/utils";
import { CheckList } from "@/components/ui/check-list";

const Sparkles = spriteIcon("sparkles");

/** One service on the overview: artwork with its client result, expertise badge, capabilities. */
export async function ServiceDetail({ service, index }: { service: Service; index: number }) {
  const { t } = await getI18n();
  const flipped = index % 2 === 1;
  return (
    <section
      id={service.id}
      aria-labelledby={`${service.id}-title`}
      className={cn("scroll-mt-16 py-20 md:py-24", flipped && "bg-muted/40")}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <ClientSuccessFigure service={service} className={cn(flipped && "lg:order-2")} />
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium">
            <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
            {t("services.ourExpertise")}
          </p>
          <h2
            id={`${service.id}-title`}
            className="mt-4 text-3xl font-semibold tracking-tight md:text-4xl"
          >
            <span className={cn("bg-clip-text text-transparent", gradients[service.gradient].text)}>
              {service.title}
            </span>
            {service.subtitle ? (
              <span className="mt-1 block text-lg font-normal text-muted-foreground">
                {service.subtitle}
              </span>
            ) : null}
          </h2>
          <p className="mt-4 text-lg muted-copy">{service.description}</p>
          <h3 className="mt-8 font-mono text-xs tracking-wider text-primary uppercase">
            {t("services.keyCapabilities")}
          </h3>
          <CheckList
            items={service.features}
            className="mt-4 grid gap-3 sm:grid-cols-2"
            itemClassName="gap-2.5 text-sm leading-relaxed"
          />
          <DialogButton dialog={{ kind: "request-demo", service: service.title }} className="mt-8">
            {t("services.requestConsultation")}
          </DialogButton>
        </div>
      </div>
    </section>
  );
}
