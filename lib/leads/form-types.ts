/** The store's way in to the form types, which lib/leads/forms/index.ts lists (one module each). */
export { isFormType, type FormType } from "./forms";
