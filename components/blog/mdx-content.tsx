import { evaluate } from "@mdx-js/mdx";
import type * as React from "react";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { getI18n } from "@/lib/i18n/server";

/** Compiles an article's MDX body at build time; the page ships it as static HTML. */
export async function MdxContent({ source }: { source: string }) {
  const { t, href } = await getI18n();
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] });
  const components = {
    // A link to a page of the site stays in the article's edition: "/contact" → "/de/contact".
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
  return <Content components={components} />;
}
