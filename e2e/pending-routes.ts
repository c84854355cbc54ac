/**
 * Route prefixes the shell and home page already link to but later issues build. The link check
 * reports links under these as pending instead of failing. Each page issue removes its own
 * prefixes; when this list is empty, delete it and every link is checked strictly.
 */
export const pendingRoutes: readonly string[] = [];

export function isPendingRoute(pathname: string): boolean {
  return pendingRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
