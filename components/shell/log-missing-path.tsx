"use client";

import { useEffect } from "react";

/** The not-found page logs the attempted path (docs/product.md), which helps whoever reads the console find broken links. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
