"use client";

import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { DialogProps } from "@/components/shell/lazy-dialog";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type LeadDialogProps = Omit<LeadFormProps, "onSuccess" | "onSubmittingChange" | "columns"> & {
  title: string;
  description: string;
};

/**
 * A lead form in a dialog. While it is sending, nothing closes it (docs/product.md, Forms: the close button is
 * disabled while submitting); a stored lead closes it.
 */
export default function LeadDialog({ open, onOpenChange, title, description, ...form }: LeadDialogProps & DialogProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      <DialogContent closeDisabled={submitting} className="max-w-lg">
        <DialogTitle className="pr-10 text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm">{description}</DialogDescription>
        <LeadForm {...form} className="mt-5" onSubmittingChange={setSubmitting} onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
