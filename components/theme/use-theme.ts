"use client";

import { useTheme as useNextTheme } from "next-themes";
import { useCallback } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export type Theme = "light" | "dark";

/** The class on <html> that turns transitions off while the theme changes (app/globals.css). */
const themeSwitchingClass = "theme-switching";

/**
 * The theme in use, "light" or "dark" (a "system" choice resolved), and a setter that stores the
 * visitor's choice. "light" on the server and while hydrating, so the markup matches the static
 * HTML; the real theme follows in the render right after.
 *
 * The setter switches every colour at once: transitions are off from the click until the frame
 * after the new theme has painted. The frame that answers the click does only what the eye sees:
 * the theme goes on <html> here (one style recalculation, the transitions' pause riding in it),
 * and React's part (next-themes' state and stored choice, which re-sets the same attribute, the
 * toggle's aria-pressed) runs in a task after that paint, so it is not in the click's time to
 * the next paint (its INP). The toggle's icons follow the attribute through CSS.
 *
 * The theme's colours are custom properties on <html>, so the switch restyles every element of
 * the page, most of them far from the screen (on the home page at 1280 × 800, 613 restyled for
 * some 70 in view). The blocks of the page that lie at least half a screen away are held out of
 * that frame (`holdOffscreen`) and restyled in the task after its paint.
 *
 * next-themes can pause transitions itself (`disableTransitionOnChange`), but does so on every
 * page load too: a style sheet inserted and removed after hydration cost two full style
 * recalculations (about 25 ms each on this machine, 100 ms each on a throttled phone) on every
 * page, for a change nobody had asked for.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const { resolvedTheme, setTheme: storeTheme } = useNextTheme();
  const hydrated = useHydrated();
  const setTheme = useCallback(
    (theme: Theme) => {
      const root = document.documentElement;
      const release = holdOffscreen();
      root.classList.add(themeSwitchingClass);
      root.dataset.theme = theme;
      root.style.colorScheme = theme;
      requestAnimationFrame(() =>
        setTimeout(() => {
          release();
          storeTheme(theme);
          requestAnimationFrame(() => root.classList.remove(themeSwitchingClass));
        }),
      );
    },
    [storeTheme],
  );
  return { theme: hydrated && resolvedTheme === "dark" ? "dark" : "light", setTheme };
}

/** An element of an HTML page (HTML, SVG or MathML): each has an inline style. */
type Styled = Element & ElementCSSInlineStyle;

/**
 * Holds the blocks of the page (the children of <main> and the footer, a level or two down where
 * one spans the screen) that lie at least half a screen above or below the viewport out of the
 * next style recalculation: `content-visibility: auto` skips their insides, and their own width
 * and height, set on them (border-box, as every element here is), keep them at the size they
 * have, so nothing moves. Every size is read before anything is written (one layout, already
 * clean at a click). Returns what lets them go: each block's inline style as it was.
 */
function holdOffscreen(): () => void {
  const screen = window.innerHeight;
  const held: [Styled, DOMRect, string][] = [];
  const visit = (elements: Iterable<Element>, depth: number) => {
    for (const element of elements as Iterable<Styled>) {
      const box = element.getBoundingClientRect();
      if (box.height && (box.bottom < -screen / 2 || box.top > screen * 1.5))
        held.push([element, box, element.style.cssText]);
      else if (depth) visit(element.children, depth - 1);
    }
  };
  visit(document.querySelectorAll("main > *, body > footer"), 2);
  for (const [element, box, style] of held)
    element.style.cssText = `${style};width:${box.width}px;height:${box.height}px;content-visibility:auto`;
  return () => {
    for (const [element, , style] of held) element.style.cssText = style;
  };
}
