import { consultationTypeOther } from "@/lib/leads/forms/consultation-popup";
import { catalogue } from "./index";

/** The consultation popup's choices: the 13 categories by name, then 'other' (docs/product.md, Forms). */
export const consultationTypeOptions = () => [
  ...catalogue.categories.map((c) => ({ value: c.slug, label: c.name })),
  { value: consultationTypeOther, label: "Other" },
];

/** The doctor booking form's choices. */
export const doctorOptions = () =>
  catalogue.doctors.map((d) => ({
    value: d.id,
    label: `${d.name} (${d.specialization}${d.registration.status === "confirmed" ? "" : ", sample profile"})`,
  }));
