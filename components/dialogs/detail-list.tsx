import { CheckList } from "@/components/ui/check-list";

/** A titled list inside a dialog: benefits, examples, applications. */
export function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section>
      <h3 className="font-mono text-xs tracking-wider text-primary uppercase">{title}</h3>
      <CheckList
        items={items}
        className="mt-3 grid gap-2"
        itemClassName="gap-2.5 text-sm leading-relaxed"
      />
    </section>
  );
}

/** Long descriptions are authored as paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-sm muted-copy">
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}
