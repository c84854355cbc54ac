"use client";

// The Radix tabs behaviour (roving focus, arrow keys, Home/End), loaded on first focus of a tab
// list by components/ui/tabs.tsx.
export { Tabs as RadixTabs } from "radix-ui";
