import { Home } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { T } from "@/components/i18n/t";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you are looking for could not be found.",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="relative flex min-h-[75vh] items-center justify-center bg-grid px-4 pt-28 pb-20">
      <div className="mx-auto max-w-xl text-center">
        <p className="font-mono text-sm text-primary">404</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          <T k="notFound.title" />
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          <T k="notFound.text" />
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">
            <Home aria-hidden="true" />
            <T k="notFound.home" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
