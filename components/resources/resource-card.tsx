import { spriteIcon } from "@/components/icons/sprite-icon";
import { Artwork } from "@/components/art/artwork";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { Button } from "@/components/ui/button";
import { formatDate, formatList } from "@/lib/format";
import type { I18n } from "@/lib/i18n/messages";
import type { Resource } from "@/lib/content/schemas/resources";

const CirclePlay = spriteIcon("circle-play");
const Download = spriteIcon("download");
const GitBranch = spriteIcon("git-branch");
const Star = spriteIcon("star");

/**
 * One resource, with the fields of its kind and its action, in the page's language: drawn the
 * same on the server and in the library's search results.
 */
export function ResourceCard({
  resource,
  i18n,
  heading: Heading = "h3",
}: {
  resource: Resource;
  i18n: Pick<I18n, "locale" | "t">;
  /** The title's level: h2 where the cards stand right under the page's h1. */
  heading?: "h2" | "h3";
}) {
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
        <Heading className="text-lg font-semibold text-balance">{resource.title}</Heading>
        <p className="mt-2 flex-1 muted-copy">{resource.description}</p>
        <Details resource={resource} i18n={i18n} />
        <div className="mt-5">
          <Action resource={resource} i18n={i18n} />
        </div>
      </div>
    </article>
  );
}

type Props = { resource: Resource; i18n: Pick<I18n, "locale" | "t"> };

function Details({ resource, i18n: { locale, t } }: Props) {
  const rows: [string, string][] = [];
  switch (resource.category) {
    case "whitepapers":
      rows.push(
        [t("blog.resources.published"), formatDate(locale, resource.datePublished)],
        [t("blog.resources.length"), t("blog.resources.pages", { count: resource.pages })],
      );
      break;
    case "webinars":
      rows.push(
        [t("blog.resources.presenter"), resource.presenter],
        [t("blog.resources.duration"), resource.duration],
      );
      break;
    case "research":
      rows.push(
        [t("blog.resources.authors"), formatList(locale, resource.authors)],
        [t("blog.resources.published"), t("blog.resources.publishedIn", resource.published)],
      );
      break;
    case "tools":
      rows.push(
        [t("blog.resources.language"), resource.language],
        // GitHub's own notation ("2.4k"), as on the repository page the button opens.
        [t("blog.resources.stars"), resource.stars],
      );
      break;
  }
  // Terms take the width of the longest one, which differs by language ("Erschienen", "作者").
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 border-t pt-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="col-span-2 grid grid-cols-subgrid">
          <dt className="min-w-16 text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {resource.category === "whitepapers" ? (
        <div className="col-span-2 flex gap-2">
          <dt className="sr-only">{t("blog.tags")}</dt>
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

function Action({ resource, i18n: { t } }: Props) {
  if (resource.category === "tools") {
    return (
      <Button asChild variant="outline">
        <a href={resource.githubUrl} target="_blank" rel="noopener noreferrer">
          <GitBranch aria-hidden="true" /> {t("blog.resources.github")}
          <span className="sr-only"> {t("blog.resources.newTab")}</span>
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
      {watch ? t("blog.resources.watch") : t("blog.resources.download")}
      <span className="sr-only">
        {t("punctuation.separator")}
        {resource.title}
      </span>
    </DialogButton>
  );
}
