"use client";

import { useActionState, useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { sendMyLink, type SendLinkState } from "./send-link-action";

const idle: SendLinkState = { status: "idle" };

/** The answer, whether or not the address is on file (docs/patients.md). */
const sentText =
  "If we have that address on file, a link to your page is on its way to the e-mail or phone we have for you. It may take a few minutes.";

/**
 * "Send me my link": an e-mail address or a phone number. Before JavaScript the browser posts it
 * and the page comes back with the answer, or with the problem beside the field and what was
 * typed; with it, the same action is called in place.
 */
export function SendLinkForm() {
  const [state, action, sending] = useActionState(sendMyLink, idle, "/my#send-link");
  const id = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.status === "sent") statusRef.current?.focus();
    if (state.status === "error" && state.fieldError) inputRef.current?.focus();
  }, [state]);

  if (state.status === "sent")
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        data-testid="link-sent"
        className="rounded-xl bg-highlight-soft p-5 outline-none"
      >
        <p className="font-semibold text-ink">Thank you.</p>
        <p className="mt-1">{sentText}</p>
      </div>
    );

  const error = state.status === "error" ? state : undefined;
  return (
    <form action={action} noValidate className="grid max-w-xl gap-4" aria-busy={sending}>
      {error?.message ? (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {error.message}
        </p>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor={`${id}-address`} className="font-semibold text-ink">
          Your e-mail address or phone number
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          The one you gave us when you booked or ordered. A phone number with its country code, such as +1 212 555 0123.
        </p>
        <input
          ref={inputRef}
          id={`${id}-address`}
          name="address"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={error?.address ?? ""}
          aria-invalid={error?.fieldError ? true : undefined}
          aria-describedby={error?.fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink"
        />
        {error?.fieldError ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-danger">
            {error.fieldError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="justify-self-start" disabled={sending}>
        {sending ? "Sending..." : "Send me my link"}
      </Button>
    </form>
  );
}
