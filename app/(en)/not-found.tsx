// The English edition's not-found boundary: the same as every edition's.
export { default } from "@/app/[locale]/not-found";
