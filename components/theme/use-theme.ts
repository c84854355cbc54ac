"use client";

import * as React from "react";
import { getThemeSnapshot, setTheme, subscribeTheme, type Theme } from "./theme-store";

/** The theme on <html> ("light" on the server and during hydration) and a setter that stores it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = React.useSyncExternalStore(subscribeTheme, getThemeSnapshot, (): Theme => "light");
  return { theme, setTheme };
}
