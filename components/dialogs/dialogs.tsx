"use client";

import { CaseStudyDialog } from "@/components/dialogs/case-study-dialog";
import { DetailDialog, detailFor } from "@/components/dialogs/detail-dialog";
import { closeDialog, type DialogRequest } from "@/components/dialogs/dialog-store";
import { useI18n } from "@/components/i18n/i18n-provider";
import * as React from "react";
import type { DialogContent } from "@/lib/dialog-content";
import { fetchJsonOnce } from "@/lib/fetch-once";
import { GuestPostDialog } from "@/components/dialogs/guest-post-dialog";
import { JobApplicationDialog } from "@/components/dialogs/job-application-dialog";
import { ResourceAccessDialog } from "@/components/dialogs/resource-access-dialog";
import { LaunchDemoDialog } from "@/components/dialogs/launch-demo-dialog";
import { RequestDemoDialog } from "@/components/dialogs/request-demo-dialog";

/** Every shared dialog, each open when the request names it. */
export function Dialogs({ request }: { request: DialogRequest | null }) {
  const { locale, t } = useI18n();
  // The dialogs that show content beyond the page wait for it (the host's Suspense shows nothing).
  const needsContent = request && ["use-case", "ml-case", "case-study"].includes(request.kind);
  const content = needsContent
    ? React.use(fetchJsonOnce<DialogContent>(`/dialogs/${locale}.json`))
    : null;
  const onOpenChange = (open: boolean) => {
    if (!open) closeDialog();
  };
  return (
    <>
      <RequestDemoDialog
        service={request?.kind === "request-demo" ? request.service : null}
        onOpenChange={onOpenChange}
      />
      <LaunchDemoDialog
        service={request?.kind === "launch-demo" ? request.service : null}
        onOpenChange={onOpenChange}
      />
      <DetailDialog detail={detailFor(request, content, t)} onOpenChange={onOpenChange} />
      <CaseStudyDialog
        key={request?.kind === "case-study" ? request.index : "none"}
        cases={content?.cases ?? []}
        index={request?.kind === "case-study" ? request.index : null}
        onOpenChange={onOpenChange}
      />
      <GuestPostDialog open={request?.kind === "guest-post"} onOpenChange={onOpenChange} />
      <ResourceAccessDialog
        request={request?.kind === "resource-access" ? request : null}
        onOpenChange={onOpenChange}
      />
      <JobApplicationDialog
        request={request?.kind === "job-application" ? request : null}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
