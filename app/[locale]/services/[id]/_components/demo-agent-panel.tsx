import { spriteIcon } from "@/components/icons/sprite-icon";
import { Artwork } from "@/components/art/artwork";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import type { SectionIntro } from "@/lib/content/schemas/service-page-blocks";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { CheckList } from "@/components/ui/check-list";

const Play = spriteIcon("play");

type Props = { intro: SectionIntro; points: readonly string[]; service: Service };

/** "Try Our Demo Agent": what the demo shows, Launch Demo and Request Custom Demo. */
export async function DemoAgentPanel({ intro, points, service }: Props) {
  const { t } = await getI18n();
  return (
    <Section id="demo" aria-labelledby="demo-title">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl border bg-card p-6 sm:p-10 lg:grid-cols-2">
        <div>
          <SectionHeader {...intro} titleId="demo-title" />
          <CheckList
            items={points}
            className="mt-6 grid gap-3"
            itemClassName="gap-2.5 leading-relaxed"
            markClassName="before:mt-1"
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <DialogButton dialog={{ kind: "launch-demo", service: service.title }} size="lg">
              <Play aria-hidden="true" /> {t("services.demo.launch")}
            </DialogButton>
            <DialogButton
              dialog={{ kind: "request-demo", service: service.title }}
              size="lg"
              variant="outline"
            >
              {t("services.demo.requestCustom")}
            </DialogButton>
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl border">
          <Artwork
            seed={`${service.id}-demo`}
            gradient={service.gradient}
            motif="constellation"
            width={560}
            height={350}
            className="aspect-[16/10]"
          />
        </div>
      </div>
    </Section>
  );
}
