"use client";

import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { spriteIcon } from "@/components/icons/sprite-icon";

const MapPin = spriteIcon("map-pin");

/** `label` is the office's name in the page's language. */
type Props = { latitude: number; longitude: number; label: string };

/** The office map: a plain link until the visitor asks for it, then a lazy OpenStreetMap frame. */
export function OfficeMap({ latitude, longitude, label }: Props) {
  const { t } = useI18n();
  const [shown, setShown] = React.useState(false);
  const d = 0.006;
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - d}%2C${latitude - d}%2C${longitude + d}%2C${latitude + d}&layer=mapnik&marker=${latitude}%2C${longitude}`;
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <div className="overflow-hidden rounded-2xl border bg-card">
      {shown ? (
        <iframe
          title={t("company.map.title", { place: label })}
          src={embed}
          loading="lazy"
          className="block h-80 w-full"
        />
      ) : (
        <div className="flex h-80 flex-col items-center justify-center gap-4 bg-grid p-6 text-center">
          <MapPin aria-hidden="true" className="size-8 text-primary" />
          <p className="max-w-sm text-sm text-muted-foreground">{t("company.map.consent")}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="h-10 rounded-full border bg-background px-4 text-sm font-medium hover:bg-accent"
          >
            {t("company.map.show")}
          </button>
        </div>
      )}
      <p className="border-t p-4 text-sm">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {t("company.map.open", { place: label })}
          <span className="sr-only"> {t("company.map.newTab")}</span>
        </a>
      </p>
    </div>
  );
}
