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
      root.classList.add(themeSwitchingClass);
      root.dataset.theme = theme;
      root.style.colorScheme = theme;
      requestAnimationFrame(() =>
        setTimeout(() => {
          storeTheme(theme);
          requestAnimationFrame(() => root.classList.remove(themeSwitchingClass));
        }),
      );
    },
    [storeTheme],
  );
  return { theme: hydrated && resolvedTheme === "dark" ? "dark" : "light", setTheme };
}
