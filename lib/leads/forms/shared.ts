import type { FieldSpec } from "./fields";

/**
 * The fields every form shows after its own. A field all forms gain (the consent box of
 * docs/product.md will be one) is added here, with its rule in rules.ts (`formSchema`) and,
 * when the clinic keeps it, its place in the record (lib/leads/service.ts, `toRecord`).
 */
export const fieldsOnEveryForm: readonly FieldSpec[] = [{ kind: "trap" }];
