import { CheckList } from "@/components/ui/check-list";
import { getLocale } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { HomeSection } from "./home-section";

export async function HowWeWork() {
  const { sections: homeSections, processSteps } = getEntry(
    "pages",
    "home",
    await getLocale(),
  ).data;
  return (
    <HomeSection header={homeSections.process} muted>
      <ol className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {processSteps.map((step, index) => (
          <li key={step.title} className="relative card">
            <span className="font-mono text-sm text-primary">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 muted-copy">{step.description}</p>
            <CheckList
              items={step.details}
              className="mt-4 grid gap-2 border-t pt-4 text-sm"
              itemClassName="items-start gap-2"
            />
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
