import "server-only";
import { z } from "zod";
import { log } from "@/lib/log";

/**
 * The arguments of a form's server action, checked before the action reads them. Anyone can
 * call an action with whatever arguments React's reply format can spell (a list, an object, a
 * number where the form data goes); the inbox's actions trusted theirs, and in a hostile probe
 * of the build `[]` or `{"a":1}` made each one throw "x.get is not a function", a 500 with a
 * stack trace. Checked here, such a call is refused: one warning line naming the action and the shape it was given,
 * never the values, and the action does nothing (Next answers 200 with an empty result). Bodies
 * React cannot decode at all never get this far: server.mjs answers those 400
 * (server/request-screen.mjs, decision 064).
 */

/**
 * What a form posted to an action gives it, with or without JavaScript (components/ui/action-form.tsx):
 * the state useActionState keeps, which these actions ignore, then the form's data.
 */
const formActionArguments = z.tuple([z.unknown(), z.instanceof(FormData)]);

/** A value's kind for the log line: enough to recognise a forged call, nothing of what it carried. */
const kind = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : value instanceof FormData ? "form" : typeof value;

/** The arguments as the schema reads them, or undefined (and a warning) when they do not match. */
function checkedArguments<T>(schema: z.ZodType<T>, args: unknown, action: string): T | undefined {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  log().warn(
    { event: "action.bad-arguments", action, given: Array.isArray(args) ? args.slice(0, 5).map(kind) : kind(args) },
    `${action}: called with arguments it cannot read; nothing done`,
  );
  return undefined;
}

/** The form data of a form action's call, or undefined (and a warning) for anything else. */
export const formDataOf = (args: unknown, action: string): FormData | undefined =>
  checkedArguments(formActionArguments, args, action)?.[1];
