import type { Doctor } from "./schema";

/**
 * Why `doctorId` may not be named as the reviewer of a page in `categorySlug`, if so. A page
 * names a reviewer only when the clinic has confirmed that doctor's registration and the
 * doctor's reviewing covers the page's topic (docs/product.md, "No invented authority").
 */
export function reviewerProblem(doctorId: string, categorySlug: string, doctors: Doctor[]): string | undefined {
  const doctor = doctors.find((d) => d.id === doctorId);
  if (!doctor) return `unknown doctor "${doctorId}"`;
  if (doctor.registration.status !== "confirmed") {
    return `"${doctorId}" is a sample profile, not a doctor the clinic has confirmed (content/doctors.ts)`;
  }
  if (!doctor.reviews.includes(categorySlug)) {
    return `"${doctorId}" does not review "${categorySlug}" pages (their reviews in content/doctors.ts)`;
  }
  return undefined;
}

/** A doctor the clinic has confirmed, or undefined for a sample profile. */
export const confirmedRegistration = (doctor: Doctor) =>
  doctor.registration.status === "confirmed" ? doctor.registration : undefined;
