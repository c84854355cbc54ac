import { contentIcons } from "@/components/icons/content-icons";
import { getLocale } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { HomeSection } from "./home-section";

export async function WhoWeAre() {
  const { sections: homeSections, values } = getEntry("pages", "home", await getLocale()).data;
  return (
    <HomeSection header={homeSections.whoWeAre}>
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {values.map((value) => {
          const Icon = contentIcons[value.icon];
          return (
            <li key={value.title} className="card-hover">
              <span className="icon-tile bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 muted-copy">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
