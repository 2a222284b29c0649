"use client";

import { ErrorMessage } from "@/components/shell/error-message";

/** A public page that throws shows this inside the site's header and footer (docs/product.md, Pages). */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorMessage
      title="Something went wrong"
      text="This page could not be shown just now. Please try again in a moment."
      retry={retry}
      back={{ href: "/", label: "Return to Home" }}
    />
  );
}
