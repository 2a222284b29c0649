import { stripTexts } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

const healthIssues = ["weight-loss", "pcos", "digestion", "stress", "skin-hair", "other"] as const;
const genders = ["male", "female", "other"] as const;

export const dietMessages = {
  healthIssue: "Please select your health issue",
  currentMedicine: "Please tell us whether you take any medicine",
  gender: "Please select your gender",
  age: "Please enter your age in years (1-120)",
  heightFeet: "Please enter feet between 1 and 8",
  heightInches: "Please enter inches between 0 and 11",
} as const;

const title = (s: string) =>
  s.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());

/**
 * /book-my-diet. Only what the clinic needs to call back is required (docs/product.md); the
 * health questions help the doctor prepare, and are checked only when given.
 */
export const dietPlan = defineForm({
  formType: "Diet Plan Form",
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: "select",
      name: "healthIssue",
      label: "Health Issue",
      placeholder: "Select your health issue",
      options: healthIssues.map((v) => ({
        value: v,
        label: v === "pcos" ? "PCOS" : v === "skin-hair" ? "Skin & Hair" : title(v),
      })),
      wide: true,
      optional: true,
    },
    {
      kind: "radio",
      name: "currentMedicine",
      label: "Currently taking any medicine?",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
      optional: true,
    },
    {
      kind: "radio",
      name: "gender",
      label: "Gender",
      options: genders.map((g) => ({ value: g, label: title(g) })),
      optional: true,
    },
    { kind: "number", name: "age", label: "Age", min: 1, max: 120, optional: true },
    { kind: "height", optional: true },
    messageField(true),
  ],
  texts: stripTexts,
  rules: (r) => ({
    name: r.name,
    email: r.email,
    healthIssue: r.optionalChoice(healthIssues, dietMessages.healthIssue),
    currentMedicine: r.optionalChoice(["yes", "no"], dietMessages.currentMedicine),
    gender: r.optionalChoice(genders, dietMessages.gender),
    age: r.optionalWholeNumber(1, 120, dietMessages.age),
    heightFeet: r.optionalWholeNumber(1, 8, dietMessages.heightFeet),
    heightInches: r.optionalWholeNumber(0, 11, dietMessages.heightInches),
    message: r.optionalMessage,
  }),
  // Whatever was answered is kept, whichever questions were left out (a blank one is simply absent).
  check: ({ healthIssue, currentMedicine, gender, age, heightFeet, heightInches }) => ({
    details: { healthIssue, currentMedicine, gender, age, heightFeet, heightInches },
  }),
});
