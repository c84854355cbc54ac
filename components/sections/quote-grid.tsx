import type * as React from "react";
import { QuoteCard } from "@/components/sections/quote-card";

type Props = { quotes: readonly React.ComponentProps<typeof QuoteCard>[] };

/** Testimonials under a section header: a quote card for each person, three to a row. */
export function QuoteGrid({ quotes }: Props) {
  return (
    <ul className="mt-12 grid gap-4 lg:grid-cols-3">
      {quotes.map((quote) => (
        <li key={quote.name}>
          <QuoteCard {...quote} />
        </li>
      ))}
    </ul>
  );
}
