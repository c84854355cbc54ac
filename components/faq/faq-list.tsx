import { spriteIcon } from "@/components/icons/sprite-icon";

const ChevronDown = spriteIcon("chevron-down");

type Faq = { question: string; answer: string };

/** Questions as native disclosure widgets: answers are in the static HTML and open by keyboard. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="grid gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl border bg-card open:border-primary/40"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 muted-copy">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
