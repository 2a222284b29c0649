"use client";

import { useState } from "react";
import { PickATime } from "@/components/booking/pick-a-time";
import { LeadForm } from "@/components/forms/lead-form";

/** The side panel's consultation request form; once a request is sent, the offer to pick a time now (when booking is on). */
export function ConsultationRequest({ className }: { className?: string }) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <LeadForm formType="Consultation Form" submitLabel="Book Free Consultation" className={className} onSuccess={() => setSent(true)} />
      {sent ? <PickATime /> : null}
    </>
  );
}
