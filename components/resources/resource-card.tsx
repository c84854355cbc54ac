import { CirclePlay, Download, GitBranch, Star } from "lucide-react";
import { Artwork } from "@/components/art/artwork";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import type { Resource } from "@/lib/resources";

/** One resource, with the fields of its kind and its action. */
export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card">
      <Artwork
        seed={resource.id}
        gradient={resource.gradient}
        width={400}
        height={160}
        className="aspect-[5/2]"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-balance">{resource.title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{resource.description}</p>
        <Details resource={resource} />
        <div className="mt-5">
          <Action resource={resource} />
        </div>
      </div>
    </article>
  );
}

function Details({ resource }: { resource: Resource }) {
  const rows: [string, string][] = [];
  switch (resource.category) {
    case "whitepapers":
      rows.push(
        ["Published", formatDate(resource.datePublished)],
        ["Length", `${resource.pages} pages`],
      );
      break;
    case "webinars":
      rows.push(["Presenter", resource.presenter], ["Duration", resource.duration]);
      break;
    case "research":
      rows.push(
        ["Authors", resource.authors.join(", ")],
        ["Published", `${resource.published.journal}, ${resource.published.year}`],
      );
      break;
    case "tools":
      rows.push(["Language", resource.language], ["Stars", resource.stars]);
      break;
  }
  return (
    <dl className="mt-4 grid gap-1.5 border-t pt-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="w-20 shrink-0 text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {resource.category === "whitepapers" ? (
        <div className="flex gap-2">
          <dt className="sr-only">Tags</dt>
          <dd className="flex flex-wrap gap-1.5">
            {resource.tags.map((tag) => (
              <span key={tag} className="rounded-full border px-2 py-0.5 text-xs">
                {tag}
              </span>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Action({ resource }: { resource: Resource }) {
  if (resource.category === "tools") {
    return (
      <Button asChild variant="outline">
        <a href={resource.githubUrl} target="_blank" rel="noopener noreferrer">
          <GitBranch aria-hidden="true" /> View on GitHub
          <span className="sr-only"> (opens in a new tab)</span>
          <Star aria-hidden="true" className="text-muted-foreground" /> {resource.stars}
        </a>
      </Button>
    );
  }
  const watch = resource.category === "webinars";
  return (
    <DialogButton
      dialog={{
        kind: "resource-access",
        title: resource.title,
        action: watch ? "Watch" : "Download",
      }}
      variant="outline"
    >
      {watch ? <CirclePlay aria-hidden="true" /> : <Download aria-hidden="true" />}
      {watch ? "Watch" : "Download"}
      <span className="sr-only">: {resource.title}</span>
    </DialogButton>
  );
}
