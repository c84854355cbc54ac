import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { DataSolutionsPage } from "@/lib/content/schemas/service-pages";
import { CheckList } from "@/components/ui/check-list";
import { getI18n } from "@/lib/i18n/server";

type Props = { items: DataSolutionsPage["tabs"]["items"] };

/** Pipelines (default), visualization and governance: every panel is in the static HTML. */
export async function DataCapabilityTabs({ items }: Props) {
  const { t } = await getI18n();
  return (
    <Tabs defaultValue="pipelines" values={items.map((item) => item.value)} className="mt-12">
      <TabsList aria-label={t("services.data.tabs")} className="sm:w-fit">
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent
          key={item.value}
          value={item.value}
          className="grid gap-8 card sm:p-8 lg:grid-cols-[1.2fr_1fr]"
        >
          <div>
            <h3 className="text-2xl font-semibold tracking-tight">{item.title}</h3>
            <p className="mt-3 muted-copy">{item.description}</p>
            <CheckList
              items={item.points}
              className="mt-6 grid gap-3"
              markClassName="before:mt-1"
            />
          </div>
          <div className="rounded-xl border bg-muted/50 p-5">
            <h4 className="font-mono text-xs tracking-wider text-muted-foreground uppercase">
              {t("services.data.tools")}
            </h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {item.tools.map((tool) => (
                <li
                  key={tool}
                  className="rounded-full border bg-background px-3 py-1 font-mono text-xs"
                >
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
