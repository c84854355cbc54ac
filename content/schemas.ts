import { z } from "zod";
import { gradientIds } from "@/lib/gradients";
import { iconNames } from "@/lib/icon-names";

/* Building blocks shared by the content schemas. */
export const text = z.string().min(3);
export const paragraph = z.string().min(40);
/** What search engines show under a title: longer is cut off, shorter looks thin. */
export const metaDescription = z.string().min(50).max(160);
export const slug = z.string().regex(/^[a-z0-9-]+$/);
export const icon = z.enum(iconNames);
export const gradient = z.enum(gradientIds);
export const figure = z.object({ value: z.string().min(1), label: text });
