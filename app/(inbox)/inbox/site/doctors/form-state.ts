import type { DoctorForm } from "@/lib/site";

/** What the doctor form's action answers: nothing yet, or what was refused with what was typed (a stored save redirects). */
export type DoctorFormState =
  { status: "idle" } | { status: "refused"; fieldErrors: Record<string, string>; values: DoctorForm };

/** What the photograph form's action answers: nothing yet, or why the file was refused (a stored one redirects). */
export type PhotoFormState = { status: "idle" } | { status: "refused"; message: string };
