"use client";

import { useActionState, type ComponentProps } from "react";

type ActionFormProps = Omit<ComponentProps<"form">, "action"> & {
  /** A server action that ends in a redirect; it receives the form's data after a state it ignores. */
  action: (state: void, formData: FormData) => Promise<void>;
  /** Where the form posts before JavaScript runs: the page it is on, whose route has the action. */
  page: string;
};

/**
 * A form that posts to a server action, with a real address in its `action` attribute.
 * A server action given straight to <form> renders `action=""`, which the HTML standard does
 * not allow (an empty URL); React writes the address only for an action bound by
 * useActionState with a permalink, so this binds it (docs/decisions/042).
 */
export function ActionForm({ action, page, ...props }: ActionFormProps) {
  const [, dispatch] = useActionState(action, undefined, page);
  return <form {...props} action={dispatch} />;
}
