import { ServicePage, serviceMetadata } from "../_components/service-page";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import type { Edition } from "@/lib/i18n";
import { getLocale } from "@/lib/i18n/server";
import { NgoLabView } from "./_components/ngo-lab-view";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

function ngoLab(locale: Edition) {
  const service = getEntry("services", "ngo-lab", locale)?.data;
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
    <TranslationFallback path={pagePath("service", service.id)}>
      <ServicePage locale={locale} service={service}>
        <NgoLabView service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
