import { ServicePage } from "../_components/service-page";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { NgoLabView } from "./_components/ngo-lab-view";
import { getEntry } from "@/lib/content";
import { pageRoute } from "@/lib/page-route";

const route = pageRoute("service");
const params = Promise.resolve({ id: "ngo-lab" });

export const generateMetadata = () => route.generateMetadata({ params });

export default async function NgoLabPage() {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const service = getEntry("services", id, locale)?.data;
  if (!service) throw new Error(`The ${locale} services content has no "${id}" service`);
  return (
    <TranslationFallback path={page.path}>
      <ServicePage locale={locale} service={service} breadcrumbs={breadcrumbs}>
        <NgoLabView service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
