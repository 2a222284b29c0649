"use client";

import { useState } from "react";
import { Delete } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { DialogProps } from "./lazy-dialog";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "0", "#"] as const;
const allowed = (value: string) => value.replace(/[^\d+#*]/g, "").slice(0, 20);

/** The dialpad (docs/product.md, The shell): digits, backspace, clear, and Call, which is disabled while the entry is empty. */
export default function DialpadDialog({
  phone,
  dial,
  open,
  onOpenChange,
}: { phone: string; dial: string } & DialogProps) {
  const [entry, setEntry] = useState("");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="dialpad-hint">
        <DialogTitle className="font-serif text-xl text-ink">Dialpad</DialogTitle>
        <DialogDescription id="dialpad-hint" className="mt-1 text-sm text-muted">
          Our clinic: <span className="font-semibold text-ink">{phone}</span>{" "}
          <button
            type="button"
            className="ml-1 min-h-11 font-semibold text-brand underline underline-offset-4"
            onClick={() => setEntry(dial)}
          >
            Use this number
          </button>
        </DialogDescription>
        <label htmlFor="dialpad-entry" className="sr-only">
          Number to call
        </label>
        <input
          id="dialpad-entry"
          inputMode="tel"
          autoComplete="off"
          value={entry}
          onChange={(e) => setEntry(allowed(e.target.value))}
          className="mt-4 h-14 w-full rounded-xl border border-line bg-cream px-4 text-center text-2xl tracking-wider text-ink"
        />
        <div className="mt-4 grid grid-cols-3 gap-2">
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className="h-14 rounded-xl bg-cream text-xl font-semibold text-ink hover:bg-highlight-soft"
              onClick={() => setEntry((v) => allowed(v + key))}
            >
              {key}
            </button>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2">
          <Button variant="secondary" onClick={() => setEntry("")} disabled={!entry}>
            Clear
          </Button>
          <Button
            variant="secondary"
            onClick={() => setEntry((v) => v.slice(0, -1))}
            disabled={!entry}
            aria-label="Backspace"
          >
            <Delete aria-hidden />
          </Button>
          <Button onClick={() => (window.location.href = `tel:${entry}`)} disabled={!entry}>
            Call
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
