import type { Doctor } from "@/lib/catalogue";

/** Said once above any list that holds sample profiles, so no visitor takes one for a real doctor (decision 020). */
export function SampleRosterNotice({ doctors, className }: { doctors: readonly Doctor[]; className?: string }) {
  if (!doctors.some((doctor) => doctor.registration.status === "sample")) return null;
  return (
    <p
      role="note"
      className={`rounded-xl border border-saffron/40 bg-saffron-soft p-4 text-sm text-ink ${className ?? ""}`}
    >
      <strong>Sample profiles.</strong> The doctors shown here were written to show how this page will look; they are
      not real people. The clinic publishes each of its doctors here once it has confirmed their registration. Until
      then, a request to book is answered by the clinic, which arranges a suitable doctor for you.
    </p>
  );
}
