// The English edition: the same page at the root (it reads its language itself).
export { default, generateMetadata } from "@/app/[locale]/contact/page";
