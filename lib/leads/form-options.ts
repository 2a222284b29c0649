import { catalogue } from "@/lib/catalogue";
import { consultationTypeOther } from "./forms/consultation-popup";

/**
 * The lead forms' choices that come from the catalogue, for the pages that show those forms.
 * Here, in the lead domain, because the forms are its own: the catalogue knows no form.
 */

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
