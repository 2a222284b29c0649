/** Choices of the diet form, shared by its fields and its schema without pulling zod into the page. */
export const healthIssues = ["weight-loss", "pcos", "digestion", "stress", "skin-hair", "other"] as const;
export const genders = ["male", "female", "other"] as const;
export const consultationTypeOther = "other";

/** The name of the hidden field that only robots fill in. */
export const honeypotField = "website";
