import { contentFor } from "@/content/editions";
import type { ArtworkSpec } from "@/lib/artwork";
import { getAllCaseStudies } from "@/lib/case-studies";
import { defaultLocale } from "@/lib/i18n";
import { getAllIndustries } from "@/lib/industries";
import { defaultPostArt, postArt } from "@/lib/post-art";
import { getAllPostMeta } from "@/lib/posts";
import { getAllResources } from "@/lib/resources";
import { getAllServices } from "@/lib/services";

/**
 * Every picture the pages draw, one file each (app/art/[...path]/route.ts). The pictures carry no
 * text, so the editions share them; a page drawing one missing here gets a broken image, which
 * the site-wide link gate (every image of every page resolves) reports.
 */
export function getAllArtworks(): ArtworkSpec[] {
  const locale = defaultLocale;
  const services = getAllServices(locale).flatMap(({ id, gradient }) => [
    { seed: id, gradient },
    { seed: `${id}-hero`, gradient },
    { seed: `${id}-demo`, gradient, motif: "constellation" as const },
  ]);
  const industries = getAllIndustries(locale).flatMap(({ id, gradient }) => [
    { seed: id, gradient },
    { seed: `${id}-hero`, gradient },
  ]);
  const cases = getAllCaseStudies(locale).flatMap(({ id, gradient }) => [
    { seed: id, gradient },
    { seed: `${id}-detail`, gradient },
  ]);
  const posts = getAllPostMeta(locale).flatMap(({ slug, category }) => {
    const art = postArt[category] ?? defaultPostArt;
    return [
      { seed: slug, ...art },
      { seed: `${slug}-hero`, ...art },
    ];
  });
  const resources = getAllResources(locale).map(({ id, gradient }) => ({ seed: id, gradient }));
  const work = contentFor(locale).home.featuredWork.map(({ id, gradient }) => ({
    seed: id,
    gradient,
  }));
  return [...services, ...industries, ...cases, ...posts, ...resources, ...work];
}
