import { ServicePage, serviceMetadata } from "../_components/service-page";
import { getService } from "@/lib/services";
import { NgoLabView } from "./_components/ngo-lab-view";

function ngoLab() {
  const service = getService("ngo-lab");
  if (!service) throw new Error('content/services.ts has no "ngo-lab" service');
  return service;
}

export function generateMetadata() {
  return serviceMetadata(ngoLab());
}

export default function NgoLabPage() {
  const service = ngoLab();
  return (
    <ServicePage service={service}>
      <NgoLabView service={service} />
    </ServicePage>
  );
}
