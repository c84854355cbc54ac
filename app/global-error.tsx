"use client";

import dynamic from "next/dynamic";
import { en } from "@/lib/i18n/en";
import "./globals.css";

// Loaded when an error happens, not with every page.
const ErrorScreen = dynamic(() =>
  import("@/components/errors/error-screen").then((module) => module.ErrorScreen),
);

export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen
            {...props}
            labels={{ title: en["error.title"], retry: en["error.retry"], home: en["error.home"] }}
          />
        </main>
      </body>
    </html>
  );
}
