import { spriteIcon } from "@/components/icons/sprite-icon";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MlIndustry } from "@/lib/content/schemas/service-pages";
import { getI18n } from "@/lib/i18n/server";
import { mlTabHashPrefix } from "@/lib/service-pages";

const ArrowRight = spriteIcon("arrow-right");
const Check = spriteIcon("check");

/** How many applications a tab lists; the dialog shows all six. */
export const tabApplicationCount = 3;

export async function MlIndustryTabs({ records }: { records: readonly MlIndustry[] }) {
  const { t } = await getI18n();
  const values = records.map((record) => record.value);
  return (
    <Tabs defaultValue="finance" values={values} hashPrefix={mlTabHashPrefix} className="mt-12">
      <TabsList aria-label={t("services.ml.tabs")}>
        {records.map((record) => {
          const Icon = contentIcons[record.icon];
          return (
            <TabsTrigger key={record.value} value={record.value}>
              <Icon aria-hidden="true" />
              {record.label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {records.map((record) => (
        <TabsContent key={record.value} value={record.value} className="card sm:p-8">
          <p className="font-mono text-xs tracking-wider text-primary uppercase">
            {record.industry}
          </p>
          <h3 className="mt-2 text-2xl font-semibold tracking-tight">{record.title}</h3>
          <p className="mt-3 max-w-3xl muted-copy">{record.description}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-3">
            {record.applications.slice(0, tabApplicationCount).map((application) => (
              <li
                key={application}
                className="flex gap-2.5 rounded-xl border bg-background p-4 text-sm"
              >
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {application}
              </li>
            ))}
          </ul>
          <DialogButton
            dialog={{ kind: "ml-case", id: record.value }}
            variant="outline"
            className="mt-6"
          >
            {t("services.ml.industryCases")}
            <span className="sr-only">{t("services.casesFor", { industry: record.industry })}</span>
            <ArrowRight aria-hidden="true" />
          </DialogButton>
        </TabsContent>
      ))}
    </Tabs>
  );
}
