"use client";

import {
  startTransition,
  useActionState,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useTransition,
} from "react";
import { submitLeadForm } from "./submit-lead-form";
import { PickATime, PickATimeOffer } from "@/components/booking/pick-a-time";
import { rememberRequest } from "@/components/booking/recent-request";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import {
  formFields,
  leadForm,
  type FormType,
  visitorWindow,
  initialValues,
  idleState,
  type LeadFormState,
  unknownFailure,
  leadContext,
  markLeadSent,
} from "@/lib/leads/client";
import type { FieldErrors } from "@/lib/leads/client";
import { useVisitorCountry } from "./use-visitor-country";
import { slugify } from "@/lib/catalogue/client";
import { cn } from "@/lib/utils";
import { FieldView, type FieldOptions } from "./field-view";
import { SendFailureBoundary } from "./send-failure-boundary";
import { useEarlyInput } from "./use-early-input";

/**
 * The action bound to each form type, made once per type: a server action bound during render
 * would be a new function on every render, and while the server renders the page its bound
 * arguments are encoded asynchronously, so each retry would start the encoding over, forever.
 */
type FormAction = typeof submitLeadForm;
const boundActions = new Map<
  FormAction,
  Map<FormType, (state: LeadFormState, formData: FormData) => Promise<LeadFormState>>
>();
const actionFor = (formType: FormType, serverAction: FormAction) => {
  let byType = boundActions.get(serverAction);
  if (!byType) boundActions.set(serverAction, (byType = new Map()));
  let action = byType.get(formType);
  if (!action) byType.set(formType, (action = serverAction.bind(null, formType)));
  return action;
};

/** Zod and the numbering plans load when the visitor starts on a form, not with the page. */
const loadRules = () => import("@/lib/leads/forms/parse");

export type LeadFormProps = {
  formType: FormType;
  /**
   * The server action, when it is not the lead forms' own: one with the same arguments and answer
   * that stores the lead through it and then does more (the checkout's, which goes on to Stripe).
   */
  action?: FormAction;
  submitLabel: string;
  options?: FieldOptions;
  /** Values to start with, e.g. the doctor whose card was chosen. */
  initial?: Record<string, string>;
  /** Sent with the form but not typed by the visitor, e.g. the cart's plan ids. */
  hidden?: Record<string, string>;
  columns?: 1 | 2;
  className?: string;
  footnote?: React.ReactNode;
  /**
   * Whether the form itself shows the offer to pick a time that follows a consultation request
   * while booking is on (the default). A popup closes once its request is sent and shows the offer
   * in a card of its own; the picker's own request form does not offer the picker above it.
   */
  offer?: boolean;
  /** A stored lead; `bookingOpen` when its answer offers to pick a time now. */
  onSuccess?: (sent: { bookingOpen: boolean }) => void;
  onSubmittingChange?: (submitting: boolean) => void;
};

/**
 * Every lead form of the site, with one path for both kinds of visit (decision 008): the
 * form's state is React's action state over one server action bound to the form type.
 * Before JavaScript the browser posts the form and the page comes back with the server's
 * answer; with it, the form checks the form's rules first and dispatches the same action,
 * and the answer arrives in the same state, shown with the toasts of docs/product.md.
 */
export function LeadForm(props: LeadFormProps) {
  // What the visitor typed lives above the boundary, so a send that fails on the way keeps it.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [failureTitle, failureText] = leadForm(props.formType).texts.failure;
  const onFailure = (error: unknown) => {
    void toast(failureTitle, { description: error instanceof Error ? failureText : unknownFailure, variant: "error" });
    setFailures((n) => n + 1);
  };
  return (
    <SendFailureBoundary key={failures} onFailure={onFailure}>
      <LeadFormBody
        {...props}
        typed={typed}
        afterFailure={failures > 0}
        onType={(name, value) => setTyped((t) => ({ ...t, [name]: value }))}
        onSent={() => setTyped({})}
      />
    </SendFailureBoundary>
  );
}

type BodyProps = LeadFormProps & {
  typed: Record<string, string>;
  afterFailure: boolean;
  onType: (name: string, value: string) => void;
  onSent: () => void;
};

const fieldErrorsOf = (state: LeadFormState): FieldErrors => (state.status === "error" ? state.fieldErrors : {});

/**
 * The messages under the fields: the answer's, until the visitor edits a field (which clears
 * its message) or the form's own check finds others. Kept with the answer they belong to, so a
 * new answer brings its own messages without setting state while rendering.
 */
function useFieldErrors(answer: LeadFormState) {
  const [own, setOwn] = useState({ answer, errors: fieldErrorsOf(answer) });
  const errors = own.answer === answer ? own.errors : fieldErrorsOf(answer);
  const show = (next: FieldErrors) => setOwn({ answer, errors: next });
  const clear = (name: string) => {
    if (errors[name]) show({ ...errors, [name]: "" });
  };
  return { errors, show, clear };
}

function LeadFormBody({
  formType,
  action = submitLeadForm,
  submitLabel,
  options = {},
  initial,
  hidden = {},
  columns = 1,
  className,
  footnote,
  offer = true,
  onSuccess,
  onSubmittingChange,
  typed,
  afterFailure,
  onType,
  onSent,
}: BodyProps) {
  // A fragment as the permalink: a post made before JavaScript loads goes to this very address,
  // query and all (the dosha result lives in it), and the form gets a real action address (HTML
  // forbids an empty one). React tells forms apart by their permalink, so each form type has its own.
  const [state, formAction, sending] = useActionState(actionFor(formType, action), idleState, `#${slugify(formType)}`);
  // Whether the visitor has sent this form since the page loaded. Until then the state is the
  // server's answer to a post made without JavaScript, and the page shows it; answers to a send
  // made here get toasts.
  const [sentHere, setSentHere] = useState(false);
  const [checking, startChecking] = useTransition();
  const { errors, show: showErrors, clear: clearError } = useFieldErrors(state);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // What the last send carried, for the booking form the offer leads to (components/booking/recent-request.ts).
  const sentValues = useRef<Record<string, string>>({});
  const id = useId();

  const { texts } = leadForm(formType);
  const fields = formFields(formType);
  const returned = state.status === "error" ? state : undefined;
  const values = { ...initialValues(fields), ...initial, ...returned?.values, ...typed };

  useEffect(() => {
    // The first field in error, or the first choice of a group in error: after each answer and each check.
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    (invalid?.matches("input, select, textarea") ? invalid : invalid?.querySelector<HTMLElement>("input"))?.focus();
  }, [state, focusRequest]);

  useEffect(() => {
    // The form was mounted afresh after a failed send: give the keyboard back its place.
    if (afterFailure) submitRef.current?.focus();
  }, [afterFailure]);

  useEffect(() => onSubmittingChange?.(sending), [sending, onSubmittingChange]);

  useEarlyInput(formRef, values, onType);
  useVisitorCountry(formRef, initial?.countryCode, onType);

  const onAnswer = useEffectEvent((answer: LeadFormState) => {
    if (!sentHere) return;
    if (answer.status === "success") {
      markLeadSent();
      onSent();
      if (answer.bookingOpen) rememberRequest(sentValues.current);
      void toast(texts.success[0], { description: texts.success[1], variant: "success" });
      onSuccess?.({ bookingOpen: answer.bookingOpen });
    } else if (answer.status === "error" && !Object.keys(answer.fieldErrors).length) {
      void toast(texts.failure[0], { description: answer.message || texts.failure[1], variant: "error" });
    }
  });
  useEffect(() => onAnswer(state), [state]);

  const update = (name: string, value: string) => {
    onType(name, value);
    // Editing a field clears its error (docs/product.md, Forms).
    clearError(name);
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending) return;
    // Read now: once sending starts the fieldset is disabled, and disabled fields are not sent.
    const data = new FormData(event.currentTarget);
    startChecking(async () => {
      const { parseLead } = await loadRules();
      const check = parseLead(formType, Object.fromEntries(data), visitorWindow());
      if (!check.ok) {
        showErrors(check.fieldErrors);
        setFocusRequest((n) => n + 1);
        return;
      }
      for (const [key, value] of Object.entries(leadContext())) data.set(key, value);
      sentValues.current = Object.fromEntries(
        [...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      setSentHere(true);
      startTransition(() => formAction(data));
    });
  }

  if (state.status === "success" && !sentHere) {
    return (
      <div role="status" className={cn("rounded-xl bg-highlight-soft p-5", className)}>
        <p className="font-semibold text-ink">{texts.success[0]}</p>
        <p className="mt-1 text-sm">{texts.success[1]}</p>
        {offer && state.bookingOpen ? <PickATimeOffer /> : null}
      </div>
    );
  }

  const offerHere = offer && sentHere && state.status === "success" && state.bookingOpen;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      // A container: the form lays its fields out by its own width, not the window's, so it
      // reads the same in a 350 px side panel and across a page.
      className={cn("@container relative", className)}
      aria-busy={sending}
    >
      {returned?.message && !sentHere ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {returned.message}
        </p>
      ) : null}
      <fieldset disabled={sending} className={cn("grid min-w-0 grid-cols-1 gap-4", columns === 2 && "@xl:grid-cols-2")}>
        {fields.map((spec) => (
          <FieldView
            key={"name" in spec ? spec.name : spec.kind}
            spec={spec}
            id={id}
            values={values}
            errors={errors}
            update={update}
            options={options}
            wide={columns === 2}
          />
        ))}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          className={cn("w-full", columns === 2 && "@xl:col-span-2")}
          disabled={sending}
        >
          {sending ? "Submitting..." : submitLabel}
        </Button>
      </fieldset>
      {footnote ? <p className="mt-3 text-center text-xs text-muted">{footnote}</p> : null}
      {/* In the form, so the page's layout keeps the form and its offer in one place. */}
      {offerHere ? <PickATime className="mt-4" /> : null}
    </form>
  );
}
