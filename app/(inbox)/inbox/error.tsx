"use client";

import { ErrorMessage } from "@/components/shell/error-message";

/** An inbox page that throws shows this inside the inbox's own frame, with its way back to the list. */
export default function InboxError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorMessage
      title="This page of the inbox could not be shown"
      text="Please try again in a moment; the server's log has the details."
      retry={retry}
      back={{ href: "/inbox", label: "Back to the leads" }}
    />
  );
}
