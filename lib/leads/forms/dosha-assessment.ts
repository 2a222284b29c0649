import { submissionFailed } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

const answersMessage = "Please answer every question of the assessment";

/**
 * The dosha assessment's result ('Send my result to a doctor'). The answers travel as a hidden
 * field the result page adds (app/(site)/dosha-assessment/result), one letter per question.
 */
export const doshaAssessment = defineForm({
  formType: "Dosha Assessment",
  fields: [nameField, emailField, phoneField, messageField(true, "Anything the doctor should know")],
  texts: {
    success: [
      "Result sent to our doctors",
      "Thank you. We'll contact you within 24 hours to arrange your free consultation; the doctor will have your answers.",
    ],
    failure: submissionFailed,
  },
  rules: (r) => ({
    name: r.name,
    email: r.email,
    answers: r.text(64).pipe(r.z.string().regex(/^[vpk]+$/, answersMessage)),
    message: r.optionalMessage,
  }),
  // The scores are computed from the answers alone: whatever else the browser sent is ignored.
  check: ({ answers }, facts) => {
    const details = facts.doshaDetails(answers);
    return details ? { details } : { errors: { answers: answersMessage } };
  },
});
