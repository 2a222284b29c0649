"use client";

import { useState } from "react";
import { PickATimeCard } from "@/components/booking/pick-a-time-card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { DialogProps } from "@/components/shell/lazy-dialog";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type LeadDialogProps = Omit<LeadFormProps, "onSuccess" | "onSubmittingChange" | "columns" | "offer"> & {
  title: string;
  description: string;
};

/**
 * A lead form in a dialog. While it is sending, nothing closes it (docs/product.md, Forms: the close button is
 * disabled while submitting); a stored lead closes it. A consultation request sent while booking is on leaves
 * the offer to pick a time behind, in a card that outlives the dialog (this component stays mounted once used).
 */
export default function LeadDialog({ open, onOpenChange, title, description, ...form }: LeadDialogProps & DialogProps) {
  const [submitting, setSubmitting] = useState(false);
  const [offer, setOffer] = useState(false);
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
        <DialogContent closeDisabled={submitting} className="max-w-lg">
          <DialogTitle className="pr-10 text-2xl">{title}</DialogTitle>
          <DialogDescription className="mt-2 text-sm">{description}</DialogDescription>
          <LeadForm
            {...form}
            className="mt-5"
            offer={false}
            onSubmittingChange={setSubmitting}
            onSuccess={({ bookingOpen }) => {
              setOffer(bookingOpen);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      </Dialog>
      {offer ? <PickATimeCard onClose={() => setOffer(false)} /> : null}
    </>
  );
}
