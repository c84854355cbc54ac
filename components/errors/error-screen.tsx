"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { errorDetail, type AppError } from "@/lib/errors";

const TriangleAlert = spriteIcon("triangle-alert");

type Props = {
  error: AppError;
  reset: () => void;
  /**
   * In the page's language. Passed in because the root error screen renders outside the
   * providers (app/global-error.tsx loads its strings itself).
   */
  labels: { title: string; retry: string; home: string; unknown: string };
  /** The edition's home page. */
  homeHref: string;
};

/** "Unexpected Application Error": status and status text when the error carries them, else the message. */
export function ErrorScreen({ error, reset, labels, homeHref }: Props) {
  const detail = errorDetail(error, labels.unknown);
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 pt-28 pb-20">
      <div role="alert" className="mx-auto max-w-xl text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">{labels.title}</h1>
        <p className="mt-4 font-mono text-sm break-words text-muted-foreground">{detail}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-10 items-center rounded-full bg-primary px-5 text-sm font-medium text-primary-foreground"
          >
            {labels.retry}
          </button>
          {/* A full page load on purpose: after a crash the client router may be unusable. */}
          <a
            href={homeHref}
            className="inline-flex h-10 items-center rounded-full border px-5 text-sm font-medium"
          >
            {labels.home}
          </a>
        </div>
      </div>
    </section>
  );
}
