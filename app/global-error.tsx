"use client";

import { fraunces } from "./fonts";
import "./globals.css";

/**
 * When even the frame fails (a layout throws), this replaces the whole document, so it brings
 * its own html, body, title, fonts and styles.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={fraunces.variable}>
      <body className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
        <title>Something went wrong</title>
        <main id="main">
          <h1 className="text-3xl">Something went wrong</h1>
          <p className="mt-3 max-w-md text-body">The site could not be shown just now. Please try again in a moment.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={retry}
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white"
            >
              Try again
            </button>
            {/* A full page load: after a failure this bad, the router's own state is not to be trusted. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-full border border-brand px-5 py-2.5 text-sm font-semibold text-brand"
            >
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
