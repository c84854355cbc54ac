import { evaluate } from "@mdx-js/mdx";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";

/**
 * The site's one Markdown pipeline (MDX with GitHub-flavoured Markdown), compiled at build time:
 * `md` for a Markdown field, where raw HTML is not rendered; `mdx` for an article's components.
 */
export async function compileMarkdown(source: string, format: "md" | "mdx"): Promise<MDXContent> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    format,
    remarkPlugins: [remarkGfm],
  });
  return Content;
}
