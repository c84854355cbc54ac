"use client";

import NextLink from "next/link";
import * as React from "react";

/**
 * The site's link: Next's `<Link>`, prefetching on intent instead of on sight. Next prefetches
 * every link as it enters the viewport; on a slow phone that was 16 page payloads (81 KB) on
 * `/blog` and 6 on `/` fetched and parsed while the page was still starting, for links the visitor
 * mostly never follows. Here a link prefetches once a pointer (mouse, pen or finger) reaches it or
 * the keyboard focuses it (Next's hover-triggered prefetch, docs/performance.md); a link that never
 * prefetches (`prefetch={false}`, the pages that carry a form) stays so. No caller sets these two
 * handlers; one that did would replace them and prefetch on click instead.
 */
export function Link(props: React.ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = React.useState(false);
  const wake = () => setIntent(true);
  return (
    <NextLink
      onPointerEnter={wake}
      onFocus={wake}
      {...props}
      prefetch={intent && props.prefetch !== false ? (props.prefetch ?? null) : false}
    />
  );
}
