import type { Metadata } from "next";
import { LogMissingPath } from "@/components/shell/log-missing-path";
import { NotFoundMessage } from "@/components/shell/not-found-message";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Every public address nothing answers, in the site's frame so the visitor can find their way on. */
export default function NotFound() {
  return (
    <NotFoundMessage>
      <LogMissingPath />
    </NotFoundMessage>
  );
}
