"use client";

import { Link } from "@/components/ui/link";
import { useI18n } from "@/components/i18n/i18n-provider";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { pagePath } from "@/lib/page-paths";

const Lock = spriteIcon("lock");

/** The portal sign-in: it submits nowhere, and says so — access is by invitation. */
export function LoginCard() {
  const { t, href } = useI18n();
  return (
    <form
      noValidate
      aria-labelledby="login-title"
      onSubmit={(event) => {
        event.preventDefault();
        void notify("info", t("company.login.invitation"));
      }}
      className="grid gap-4 rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="login-title" className="flex items-center gap-2 text-xl font-semibold">
        <Lock aria-hidden="true" className="size-5 text-primary" /> {t("company.login.title")}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="portal-email" className="text-sm font-medium">
          {t("company.login.email")}
        </label>
        <Input id="portal-email" type="email" autoComplete="username" />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="portal-password" className="text-sm font-medium">
            {t("company.login.password")}
          </label>
          <a href="#portal-faq" className="text-sm text-primary hover:underline">
            {t("company.login.forgot")}
          </a>
        </div>
        <Input id="portal-password" type="password" autoComplete="current-password" />
      </div>
      <Button type="submit" size="lg">
        {t("company.login.submit")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("company.login.notClient")}{" "}
        <Link
          prefetch={false}
          href={href(pagePath("contact"))}
          className="font-medium text-primary hover:underline"
        >
          {t("company.login.contact")}
        </Link>
      </p>
    </form>
  );
}
