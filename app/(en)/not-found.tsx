// The English edition's not-found screen: the same as every edition's.
export { default, generateMetadata } from "@/app/[locale]/not-found";
