"use client";

// The English edition's error boundary: the same screen as every edition's.
export { default } from "@/app/[locale]/error";
