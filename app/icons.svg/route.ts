import { iconNodes } from "@/components/icons/icon-nodes";

// Written once at build time into out/icons.svg: every icon as a <symbol>, drawn by
// components/icons/sprite-icon.tsx with <use>. Stroke and fill come from the `lucide` class.
export const dynamic = "force-static";

const attribute = ([name, value]: [string, unknown]) =>
  name === "key" ? "" : ` ${name}="${String(value)}"`;

export function GET() {
  const symbols = Object.entries(iconNodes).map(
    ([name, node]) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${node
        .map(
          ([tag, attributes]) => `<${tag}${Object.entries(attributes).map(attribute).join("")}/>`,
        )
        .join("")}</symbol>`,
  );
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
