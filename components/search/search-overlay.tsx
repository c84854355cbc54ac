"use client";

import { spriteIcon, type SpriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { questionMatcher } from "@/lib/answers/match";
import { searchItems, type SearchIndex, type SearchItemType } from "@/lib/search";
import { mergeResults, type SearchResult } from "@/lib/search-results";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { carriesForm } from "@/lib/navigation";
import { warmSearch } from "@/lib/pagefind-client";
import { searchPages, type PageMatch } from "@/lib/pagefind-pages";
import { excerptParts } from "@/lib/passages";
import { loadSearchIndex } from "@/lib/search-client";

const BookOpen = spriteIcon("book-open");
const Briefcase = spriteIcon("briefcase");
const Building2 = spriteIcon("building-2");
const CornerDownLeft = spriteIcon("corner-down-left");
const FileText = spriteIcon("file-text");
const Newspaper = spriteIcon("newspaper");
const Search = spriteIcon("search");
const Sparkles = spriteIcon("sparkles");
const Trophy = spriteIcon("trophy");
const Users = spriteIcon("users");

const typeIcons: Record<SearchItemType, SpriteIcon> = {
  service: Sparkles,
  industry: Building2,
  "case-study": Trophy,
  blog: Newspaper,
  resource: BookOpen,
  job: Briefcase,
  team: Users,
  page: FileText,
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function SearchOverlay({ open, onOpenChange }: Props) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const [query, setQuery] = React.useState("");
  // Kept with its language: a move to another edition must not search the previous one's index.
  const [loaded, setLoaded] = React.useState<{ locale: string; index: SearchIndex } | null>(null);
  const index = loaded?.locale === locale ? loaded.index.items : null;
  const variants = loaded?.locale === locale ? loaded.index.variants : undefined;
  const [failed, setFailed] = React.useState(false);
  const listRef = React.useRef<HTMLUListElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const focus = useReturnFocus();

  React.useEffect(() => {
    if (!open || index) return;
    loadSearchIndex(locale)
      .then((loadedIndex) => {
        setLoaded({ locale, index: loadedIndex });
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [open, index, locale]);

  const trimmed = query.trim();
  // The full-text matches of the query typed last (kept with it, so a slower answer to an
  // earlier query never shows under a newer one).
  const [text, setText] = React.useState<{ query: string; matches: PageMatch[] } | null>(null);
  React.useEffect(() => {
    if (open) warmSearch();
  }, [open]);
  React.useEffect(() => {
    if (!open || !trimmed) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void searchPages(trimmed).then((matches) => {
        if (current) setText({ query: trimmed, matches });
      });
    }, 80);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, trimmed, locale]);
  const about = React.useMemo(
    () => (index ? questionMatcher(index, locale, variants) : null),
    [index, locale, variants],
  );
  const results = React.useMemo(
    () =>
      index && about
        ? mergeResults(
            about(query),
            searchItems(index, query),
            text?.query === trimmed ? text.matches : [],
          )
        : [],
    [index, about, query, text, trimmed],
  );

  const changeOpen = (next: boolean) => {
    if (!next) setQuery("");
    onOpenChange(next);
  };

  const links = () => Array.from(listRef.current?.querySelectorAll("a") ?? []);

  const onInputKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Enter" && results[0]) {
      event.preventDefault();
      router.push(results[0].url);
      changeOpen(false);
    }
  };

  const onListKey = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  let status: string;
  if (failed) status = t("search.error");
  else if (!trimmed) status = t("search.empty");
  else if (!index) status = t("search.loading");
  else if (results.length === 0) status = t("search.noResults", { query: trimmed });
  else status = t("search.results", { count: results.length });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={changeOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          {...focus}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 animate-fade-in overflow-y-auto bg-background/95 backdrop-blur-md"
        >
          <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-20 pb-10 sm:px-6 sm:pt-24">
            <DialogPrimitive.Title className="sr-only">{t("search.title")}</DialogPrimitive.Title>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <input
                ref={inputRef}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onInputKey}
                placeholder={t("search.placeholder")}
                aria-label={t("search.title")}
                aria-controls={results.length > 0 ? "search-results" : undefined}
                autoComplete="off"
                spellCheck={false}
                className="h-14 w-full rounded-2xl border border-input bg-card pr-4 pl-12 text-lg shadow-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </div>
            <div className="flex items-center justify-between gap-4 text-sm">
              <p role="status" className="font-medium text-muted-foreground">
                {status}
              </p>
              <p className="hidden text-xs text-muted-foreground sm:block">{t("search.hint")}</p>
            </div>
            {results.length > 0 ? (
              <ul
                id="search-results"
                ref={listRef}
                className="grid max-h-[70vh] gap-1 overflow-y-auto rounded-2xl border bg-card p-2"
              >
                {results.map((item) => (
                  <ResultRow
                    key={item.id}
                    item={item}
                    label={t(`search.type.${item.type}`)}
                    onPick={() => changeOpen(false)}
                    onKeyDown={onListKey}
                  />
                ))}
              </ul>
            ) : null}
            <DialogPrimitive.Close className="mx-auto mt-2 inline-flex h-10 items-center rounded-full border px-5 text-sm font-medium transition-colors hover:bg-accent">
              {t("search.close")}
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type ResultRowProps = {
  item: SearchResult;
  label: string;
  onPick: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLAnchorElement>) => void;
};

function ResultRow({ item, label, onPick, onKeyDown }: ResultRowProps) {
  const Icon = typeIcons[item.type];
  const link = (url: string) => ({
    href: url,
    prefetch: carriesForm(url) ? false : undefined,
    onClick: onPick,
    onKeyDown,
  });
  return (
    <li>
      <Link
        {...link(item.url)}
        className="group flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
      >
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="font-medium">{item.title}</span>
            <span className="rounded-full border px-2 py-0.5 font-mono text-[11px] text-muted-foreground uppercase">
              {label}
            </span>
          </span>
          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">
            {item.excerpt
              ? excerptParts(item.excerpt).map((part, index) =>
                  part.marked ? (
                    <mark key={index} className="rounded-sm bg-primary/15 text-foreground">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )
              : item.description}
          </span>
        </span>
        <CornerDownLeft
          aria-hidden="true"
          className="mt-1 size-4 text-muted-foreground opacity-0 group-focus-visible:opacity-100"
        />
      </Link>
      {item.sections && item.sections.length > 0 ? (
        <ul className="mb-1 ml-15 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {item.sections.map((section) => (
            <li key={section.url}>
              <Link
                {...link(section.url)}
                className="inline-flex min-h-6 items-center rounded-sm text-primary underline-offset-2 hover:underline"
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
