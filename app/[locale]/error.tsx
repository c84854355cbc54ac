"use client";

import dynamic from "next/dynamic";
import { useI18n } from "@/components/i18n/i18n-provider";

// Loaded when an error happens, not with every page.
const ErrorScreen = dynamic(() =>
  import("@/components/errors/error-screen").then((module) => module.ErrorScreen),
);

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  const { t, href } = useI18n();
  return (
    <ErrorScreen
      {...props}
      labels={{
        title: t("error.title"),
        retry: t("error.retry"),
        home: t("error.home"),
        unknown: t("error.unknown"),
      }}
      homeHref={href("/")}
    />
  );
}
