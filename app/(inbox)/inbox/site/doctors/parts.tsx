import type { DoctorRecord } from "@/lib/site";

/** Where a doctor stands on the site, in words: what the pages do with the profile. */
function doctorStanding(record: DoctorRecord): { label: string; tone: "shown" | "sample" | "hidden" } {
  if (!record.listed) return { label: "Hidden: on no page", tone: "hidden" };
  if (record.sample) return { label: "Listed as a sample profile", tone: "sample" };
  if (record.registration)
    return {
      label: `Listed, registration ${record.registration.number} checked on ${record.registration.checkedOn}`,
      tone: "shown",
    };
  return { label: "Not shown: no checked registration", tone: "hidden" };
}

export function Standing({ record }: { record: DoctorRecord }) {
  const { label, tone } = doctorStanding(record);
  const colour =
    tone === "shown"
      ? "bg-highlight-soft text-brand"
      : tone === "sample"
        ? "bg-saffron-soft text-ink"
        : "border border-muted bg-white text-ink";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${colour}`} data-standing={tone}>
      {label}
    </span>
  );
}
