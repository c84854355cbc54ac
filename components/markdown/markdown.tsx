import type { MDXComponents } from "mdx/types";
import type * as React from "react";
import { getI18n } from "@/lib/i18n/server";
import { compileMarkdown } from "@/lib/markdown";

type Props = {
  source: string;
  /** `md` for a Markdown field (a job's description), `mdx` for an article with components. */
  format?: "md" | "mdx";
  /** Elements drawn the page's way (a numbered step as a card). */
  components?: MDXComponents;
};

/**
 * A Markdown body rendered at build time by the site's one pipeline (lib/markdown.ts): the page
 * ships it as static HTML, never a Markdown character.
 */
export async function Markdown({ source, format = "md", components }: Props) {
  const { t, href } = await getI18n();
  const Content = await compileMarkdown(source, format);
  const defaults: MDXComponents = {
    // A link to a page of the site stays in the page's edition: "/contact" → "/de/contact".
    a: ({ href: target, children, ...props }: React.ComponentProps<"a">) => (
      <a href={target?.startsWith("/") ? href(target) : target} {...props}>
        {children}
      </a>
    ),
    // Wide code scrolls sideways, so keyboard users must be able to focus it (WCAG 2.1.1).
    pre: (props: React.ComponentProps<"pre">) => (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard
      <pre tabIndex={0} role="region" aria-label={t("blog.codeExample")} {...props} />
    ),
  };
  return <Content components={{ ...defaults, ...components }} />;
}
