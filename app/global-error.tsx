"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { en } from "@/lib/i18n/en";
import "./globals.css";

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
