import type * as React from "react";
import { FaqList } from "@/components/faq/faq-list";
import { TitledSection } from "@/components/sections/titled-section";
import { getI18n } from "@/lib/i18n/server";

type Props = Omit<React.ComponentProps<typeof TitledSection>, "intro" | "title" | "children"> & {
  title: string;
  items: React.ComponentProps<typeof FaqList>["items"];
};

/** A company page's questions: the "FAQ" eyebrow, the page's title for them, and the list. */
export async function FaqSection({ title, items, ...props }: Props) {
  const { t } = await getI18n();
  return (
    <TitledSection intro={{ eyebrow: t("company.faq.eyebrow"), title }} {...props}>
      <div className="mt-10 max-w-3xl">
        <FaqList items={items} />
      </div>
    </TitledSection>
  );
}
