"use client";

import type * as React from "react";
import { requestMeeting, type MeetingRequest } from "@/components/contact/meeting-store";
import { Button } from "@/components/ui/button";

/** Books a meeting: sets the page's type, prefills the form's subject and moves to the form. */
export function MeetingButton({
  type,
  subject,
  children,
}: {
  type: MeetingRequest["type"];
  subject: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      onClick={() => {
        const url = new URL(window.location.href);
        url.searchParams.set("type", type);
        url.hash = "message";
        window.history.replaceState(null, "", url);
        document.getElementById("message")?.scrollIntoView({ behavior: "smooth", block: "start" });
        requestMeeting(type, subject);
      }}
    >
      {children}
    </Button>
  );
}
