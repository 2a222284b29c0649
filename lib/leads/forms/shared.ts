import type { FieldSpec } from "./fields";

/**
 * The fields every form shows after its own. A field all forms gain is added here, with its
 * rule in rules.ts (`formSchema`) and, when the clinic keeps it, its place in the record
 * (lib/leads/service.ts, `toRecord`): the consent box is one (docs/leads.md, Consent).
 */
export const fieldsOnEveryForm: readonly FieldSpec[] = [{ kind: "consent" }, { kind: "trap" }];
