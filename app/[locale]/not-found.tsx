import { NotFoundScreen } from "@/components/errors/not-found-screen";

/**
 * The layout's not-found boundary. An exported site never shows it: every route is static
 * (dynamicParams false) and a host answers unknown addresses with out/404.html or
 * out/<locale>/404.html. So the export renders nothing here: the boundary rides in every page's
 * RSC payload, and Next's default screen would put 1 KB of unused markup into each. The dev
 * server, which answers unknown addresses through it, shows the real screen.
 */
export default function NotFound() {
  return process.env.NODE_ENV === "development" ? <NotFoundScreen /> : null;
}
