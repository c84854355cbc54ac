// The English edition: the same page at the root (it reads its language itself).
export const dynamicParams = false;
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/[locale]/careers/page/[page]/page";
