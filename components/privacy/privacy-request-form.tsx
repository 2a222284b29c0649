"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState, useTransition } from "react";
import { FieldView } from "@/components/forms/field-view";
import { SendFailureBoundary } from "@/components/forms/send-failure-boundary";
import { useEarlyInput } from "@/components/forms/use-early-input";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { initialValues, submissionFailed } from "@/lib/leads/client";
import type { FieldErrors } from "@/lib/leads/client";
import { receivedTexts, requestFields, type PrivacyRequestState } from "@/lib/privacy/client";
import { submitPrivacyRequestForm } from "./submit-privacy-request";

const idle: PrivacyRequestState = { status: "idle" };

const fieldErrorsOf = (state: PrivacyRequestState): FieldErrors => (state.status === "error" ? state.fieldErrors : {});

/** zod loads when the visitor starts on the form, not with the page. */
const loadRules = () => import("@/lib/privacy/request-rules");

/**
 * The privacy policy's request form (docs/decisions/067). Before JavaScript the browser posts it
 * and the page comes back with the confirmation, or with the messages and everything typed; with
 * it, the form checks its rules first and sends the same action. The confirmation is the same
 * for every address, and it replaces the form in place either way.
 */
export function PrivacyRequestForm() {
  // What the visitor typed lives above the boundary, so a send lost on the way keeps it (as the lead forms do).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const onFailure = () => {
    void toast(submissionFailed[0], { description: submissionFailed[1], variant: "error" });
    setFailures((n) => n + 1);
  };
  return (
    <SendFailureBoundary key={failures} onFailure={onFailure}>
      <RequestFormBody typed={typed} setTyped={setTyped} />
    </SendFailureBoundary>
  );
}

function RequestFormBody({
  typed,
  setTyped,
}: {
  typed: Record<string, string>;
  setTyped: React.Dispatch<React.SetStateAction<Record<string, string>>>;
}) {
  const [state, formAction, sending] = useActionState(submitPrivacyRequestForm, idle, "#privacy-request");
  // The messages under the fields: the answer's (a page rendered after a post made without
  // JavaScript starts with one), until the visitor edits a field or the form's own check finds others.
  const [own, setOwn] = useState<{ answer: PrivacyRequestState; errors: FieldErrors }>({
    answer: state,
    errors: fieldErrorsOf(state),
  });
  const [checking, startChecking] = useTransition();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const returned = state.status === "error" ? state : undefined;
  const errors = own.answer === state ? own.errors : fieldErrorsOf(state);
  const values = { ...initialValues(requestFields), ...returned?.values, ...typed };

  useEarlyInput(formRef, values, (name, value) => setTyped((t) => ({ ...t, [name]: value })));

  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    (invalid?.matches("input, select, textarea") ? invalid : invalid?.querySelector<HTMLElement>("input"))?.focus();
  }, [state, focusRequest]);

  useEffect(() => {
    // The form is gone once answered: the keyboard and a screen reader go to the answer.
    if (state.status === "received") statusRef.current?.focus();
  }, [state]);

  if (state.status === "received") {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl bg-highlight-soft p-5 outline-none"
        data-testid="privacy-request-received"
      >
        <p className="font-semibold text-ink">{receivedTexts[0]}</p>
        <p className="mt-1 text-sm">{receivedTexts[1]}</p>
      </div>
    );
  }

  const update = (name: string, value: string) => {
    setTyped((t) => ({ ...t, [name]: value }));
    if (errors[name]) setOwn({ answer: state, errors: { ...errors, [name]: "" } });
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending) return;
    const data = new FormData(event.currentTarget);
    startChecking(async () => {
      const { parsePrivacyRequest } = await loadRules();
      const check = parsePrivacyRequest(Object.fromEntries(data));
      if (!check.ok) {
        setOwn({ answer: state, errors: check.fieldErrors });
        setFocusRequest((n) => n + 1);
        return;
      }
      startTransition(() => formAction(data));
    });
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      className="@container relative"
      aria-busy={sending}
    >
      {returned?.message ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {returned.message}
        </p>
      ) : null}
      <fieldset disabled={sending} className="grid min-w-0 grid-cols-1 gap-4">
        {requestFields.map((spec) => (
          <FieldView
            key={"name" in spec ? spec.name : spec.kind}
            spec={spec}
            id={id}
            values={values}
            errors={errors}
            update={update}
            options={{}}
            wide={false}
          />
        ))}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={sending}>
          {sending ? "Sending..." : "Send my request"}
        </Button>
      </fieldset>
    </form>
  );
}
