"use client";

import { useTheme as useNextTheme } from "next-themes";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export type Theme = "light" | "dark";

/**
 * The theme in use, "light" or "dark" (a "system" choice resolved), and a setter that stores the
 * visitor's choice. "light" on the server and while hydrating, so the markup matches the static
 * HTML; the real theme follows in the render right after.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const { resolvedTheme, setTheme } = useNextTheme();
  const hydrated = useHydrated();
  return { theme: hydrated && resolvedTheme === "dark" ? "dark" : "light", setTheme };
}
