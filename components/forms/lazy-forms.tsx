"use client";

import dynamic from "next/dynamic";
import * as React from "react";

// Page forms (react-hook-form, zod) load only as they near the viewport, not with the page.
const NgoApplicationForm = dynamic(
  () =>
    import("@/components/forms/ngo-application-form").then((module) => module.NgoApplicationForm),
  { ssr: false, loading: () => <FormSkeleton rows={6} /> },
);
const JobApplicationForm = dynamic(
  () =>
    import("@/components/forms/job-application-form").then((module) => module.JobApplicationForm),
  { ssr: false, loading: () => <FormSkeleton rows={4} /> },
);
const ContactForm = dynamic(
  () => import("@/components/forms/contact-form").then((module) => module.ContactForm),
  {
    ssr: false,
    loading: () => <FormSkeleton rows={7} />,
  },
);

export function LazyNgoForm() {
  return <WhenNear rows={6}>{() => <NgoApplicationForm />}</WhenNear>;
}

export function LazyJobForm(props: { jobId: string; jobTitle: string }) {
  return <WhenNear rows={4}>{() => <JobApplicationForm {...props} />}</WhenNear>;
}

export function LazyContactForm() {
  return <WhenNear rows={7}>{() => <ContactForm />}</WhenNear>;
}

function WhenNear({ rows, children }: { rows: number; children: () => React.ReactNode }) {
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
  return <div ref={ref}>{near ? children() : <FormSkeleton rows={rows} />}</div>;
}

function FormSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" className="grid gap-5">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-[66px] rounded-lg bg-muted" />
      ))}
      <div className="h-12 w-44 rounded-full bg-muted" />
    </div>
  );
}
