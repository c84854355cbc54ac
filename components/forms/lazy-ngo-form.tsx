"use client";

import dynamic from "next/dynamic";
import * as React from "react";

const NgoApplicationForm = dynamic(
  () =>
    import("@/components/forms/ngo-application-form").then((module) => module.NgoApplicationForm),
  { ssr: false, loading: () => <FormSkeleton /> },
);

/** Loads the application form (react-hook-form, zod) only as it nears the viewport. */
export function LazyNgoForm() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [near, setNear] = React.useState(false);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref}>{near ? <NgoApplicationForm /> : <FormSkeleton />}</div>;
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[66px] rounded-lg bg-muted" />
        ))}
      </div>
      <div className="h-28 rounded-lg bg-muted" />
      <div className="h-36 rounded-lg bg-muted" />
      <div className="h-32 rounded-lg bg-muted" />
    </div>
  );
}
