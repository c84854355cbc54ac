import { NotFoundScreen, notFoundMetadata } from "@/components/errors/not-found-screen";

// Each edition's not-found page, exported as out/<locale>/404.html: static hosts serve the
// nearest 404.html up the path (the preview server, deploy/nginx.conf and the README's notes
// for other hosts do the same), so /fr/nope answers in French. Only this one path is exported.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: ["404"] }];
}

export const generateMetadata = notFoundMetadata;

export default NotFoundScreen;
