"use client";

import { Lock as lockIcon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";

const Lock = lucideIcon(lockIcon);

/** The portal sign-in: it submits nowhere, and says so — access is by invitation. */
export function LoginCard() {
  return (
    <form
      noValidate
      aria-labelledby="login-title"
      onSubmit={(event) => {
        event.preventDefault();
        void notify(
          "info",
          "The client portal opens to clients by invitation. Your project lead will send your access link.",
        );
      }}
      className="grid gap-4 rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="login-title" className="flex items-center gap-2 text-xl font-semibold">
        <Lock aria-hidden="true" className="size-5 text-primary" /> Client login
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="portal-email" className="text-sm font-medium">
          Email Address
        </label>
        <Input id="portal-email" type="email" autoComplete="username" />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="portal-password" className="text-sm font-medium">
            Password
          </label>
          <a href="#portal-faq" className="text-sm text-primary hover:underline">
            Forgot Password?
          </a>
        </div>
        <Input id="portal-password" type="password" autoComplete="current-password" />
      </div>
      <Button type="submit" size="lg">
        Log In
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Not a client yet?{" "}
        <Link prefetch={false} href="/contact" className="font-medium text-primary hover:underline">
          Contact us
        </Link>
      </p>
    </form>
  );
}
