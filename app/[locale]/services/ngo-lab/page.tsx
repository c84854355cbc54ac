import { ServicePage, serviceMetadata } from "../_components/service-page";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import type { Edition } from "@/lib/i18n";
import { getLocale } from "@/lib/i18n/server";
import { getService } from "@/lib/services";
import { NgoLabView } from "./_components/ngo-lab-view";

function ngoLab(locale: Edition) {
  const service = getService(locale, "ngo-lab");
  if (!service) throw new Error(`The ${locale} services content has no "ngo-lab" service`);
  return service;
}

export async function generateMetadata() {
  const locale = await getLocale();
  return serviceMetadata(locale, ngoLab(locale));
}

export default async function NgoLabPage() {
  const locale = await getLocale();
  const service = ngoLab(locale);
  return (
    <TranslationFallback path={"/services/ngo-lab"}>
      <ServicePage locale={locale} service={service}>
        <NgoLabView service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
