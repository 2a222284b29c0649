"use client";

import { startTransition, useActionState, useEffect, useEffectEvent, useId, useRef, useState, useTransition } from "react";
import { submitLeadForm } from "@/app/actions/leads";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import { formValues } from "@/components/ui/form-values";
import { toast } from "@/components/ui/toast";
import { countries } from "@/lib/leads/countries";
import type { FormType } from "@/lib/leads/form-types";
import { idleState, type LeadFormState } from "@/lib/leads/form-state";
import { honeypotField } from "@/lib/leads/form-options";
import { formTexts, unknownFailure } from "@/lib/leads/texts";
import { leadContext, markLeadSent } from "@/lib/leads/visit-source";
import { slugify } from "@/lib/catalogue/slug";
import { cn } from "@/lib/utils";
import { formFields, initialValues, type FieldSpec, type Option } from "./fields";
import { SendFailureBoundary } from "./send-failure-boundary";

/**
 * The action bound to each form type, made once per type: a server action bound during render
 * would be a new function on every render, and while the server renders the page its bound
 * arguments are encoded asynchronously, so each retry would start the encoding over, forever.
 */
const boundActions = new Map<FormType, (state: LeadFormState, formData: FormData) => Promise<LeadFormState>>();
const actionFor = (formType: FormType) => {
  let action = boundActions.get(formType);
  if (!action) boundActions.set(formType, (action = submitLeadForm.bind(null, formType)));
  return action;
};

/** Zod and the numbering plans load when the visitor starts on a form, not with the page. */
const loadSchemas = () => import("@/lib/leads/schemas");

export type LeadFormProps = {
  formType: FormType;
  submitLabel: string;
  options?: { consultationTypes?: Option[]; doctors?: Option[] };
  /** Values to start with, e.g. the doctor whose card was chosen. */
  initial?: Record<string, string>;
  /** Sent with the form but not typed by the visitor, e.g. the cart's plan ids. */
  hidden?: Record<string, string>;
  columns?: 1 | 2;
  className?: string;
  footnote?: React.ReactNode;
  onSuccess?: () => void;
  onSubmittingChange?: (submitting: boolean) => void;
};

/**
 * Every lead form of the site, with one path for both kinds of visit (decision 008): the
 * form's state is React's action state over one server action bound to the form type.
 * Before JavaScript the browser posts the form and the page comes back with the server's
 * answer; with it, the form checks the shared schema first and dispatches the same action,
 * and the answer arrives in the same state, shown with the toasts of docs/product.md.
 */
export function LeadForm(props: LeadFormProps) {
  // What the visitor typed lives above the boundary, so a send that fails on the way keeps it.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [failureTitle, failureText] = formTexts[props.formType].failure;
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

const digitsOnly = (text: string) => text.replace(/\D/g, "");

const fieldErrorsOf = (state: LeadFormState) => (state.status === "error" ? state.fieldErrors : {});

function LeadFormBody({
  formType,
  submitLabel,
  options = {},
  initial,
  hidden = {},
  columns = 1,
  className,
  footnote,
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
  const [state, formAction, sending] = useActionState(actionFor(formType), idleState, `#${slugify(formType)}`);
  // An answer the page arrived with is the server's reply to a post made without JavaScript:
  // the page shows it. Answers that come later are the running form's, and get toasts.
  const [arrivedWith] = useState(state);
  const [checking, startChecking] = useTransition();
  const returned = state.status === "error" ? state : undefined;
  const values = { ...initialValues(formType), ...initial, ...returned?.values, ...typed };

  const [errors, setErrors] = useState(() => fieldErrorsOf(state));
  const [focusRequest, setFocusRequest] = useState(0);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setErrors(fieldErrorsOf(state));
    if (Object.keys(fieldErrorsOf(state)).length) setFocusRequest((n) => n + 1);
  }

  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [successTitle, successText] = formTexts[formType].success;
  const [failureTitle, failureText] = formTexts[formType].failure;

  useEffect(() => {
    // The first field in error, or the first choice of a group in error.
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    (invalid?.matches("input, select, textarea") ? invalid : invalid?.querySelector<HTMLElement>("input"))?.focus();
  }, [focusRequest]);

  useEffect(() => {
    // The form was mounted afresh after a failed send: give the keyboard back its place.
    if (afterFailure) submitRef.current?.focus();
  }, [afterFailure]);

  useEffect(() => onSubmittingChange?.(sending), [sending, onSubmittingChange]);

  // What the visitor typed, chose or ticked before the scripts arrived becomes the form's state;
  // otherwise the first keystroke after hydration would put the starting values back.
  const adoptEarlyInput = useEffectEvent(() => {
    if (!formRef.current) return;
    const held = formValues(formRef.current);
    for (const [name, value] of Object.entries(held)) {
      const kept = name === "phone" ? digitsOnly(value) : value;
      if (name in values && kept !== values[name]) onType(name, kept);
    }
  });
  useEffect(() => adoptEarlyInput(), []);

  const onAnswer = useEffectEvent((answer: LeadFormState) => {
    if (answer.status === "success") {
      markLeadSent();
      onSent();
      void toast(successTitle, { description: successText, variant: "success" });
      onSuccess?.();
    } else if (answer.status === "error" && !Object.keys(answer.fieldErrors).length) {
      void toast(failureTitle, { description: answer.message || failureText, variant: "error" });
    }
  });
  useEffect(() => {
    if (state !== arrivedWith) onAnswer(state);
  }, [state, arrivedWith]);

  const update = (name: string, value: string) => {
    onType(name, value);
    // Editing a field clears its error (docs/product.md, Forms).
    setErrors((e) => (e[name] ? { ...e, [name]: "" } : e));
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending) return;
    // Read now: once sending starts the fieldset is disabled, and disabled fields are not sent.
    const data = new FormData(event.currentTarget);
    startChecking(async () => {
      const { parseLead } = await loadSchemas();
      const check = parseLead(formType, Object.fromEntries(data));
      if (!check.ok) {
        setErrors(check.fieldErrors);
        setFocusRequest((n) => n + 1);
        return;
      }
      for (const [key, value] of Object.entries(leadContext())) data.set(key, value);
      startTransition(() => formAction(data));
    });
  }

  if (state.status === "success" && state === arrivedWith) {
    return (
      <div role="status" className={cn("rounded-xl bg-highlight-soft p-5", className)}>
        <p className="font-semibold text-ink">{successTitle}</p>
        <p className="mt-1 text-sm">{successText}</p>
      </div>
    );
  }

  const field = (spec: FieldSpec) => (
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
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas()}
      noValidate
      // A container: the form lays its fields out by its own width, not the window's, so it
      // reads the same in a 350 px side panel and across a page.
      className={cn("@container relative", className)}
      aria-busy={sending}
    >
      {returned?.message && state === arrivedWith ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {returned.message}
        </p>
      ) : null}
      <fieldset disabled={sending} className={cn("grid min-w-0 grid-cols-1 gap-4", columns === 2 && "@xl:grid-cols-2")}>
        {formFields[formType].map(field)}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Only robots fill this in: people never see it, and screen readers skip it. */}
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Button ref={submitRef} type="submit" size="lg" className={cn("w-full", columns === 2 && "@xl:col-span-2")} disabled={sending}>
          {sending ? "Submitting..." : submitLabel}
        </Button>
      </fieldset>
      {footnote ? <p className="mt-3 text-center text-xs text-muted">{footnote}</p> : null}
    </form>
  );
}

type FieldViewProps = {
  spec: FieldSpec;
  id: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  update: (name: string, value: string) => void;
  options: NonNullable<LeadFormProps["options"]>;
  wide: boolean;
};

function FieldView({ spec, id, values, errors, update, options, wide }: FieldViewProps) {
  const describe = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;
  const optionalMark = (optional?: boolean) => (optional ? <span className="font-normal text-muted"> (optional)</span> : null);
  const label = (name: string, text: string, optional?: boolean) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-ink">
      {text}
      {optionalMark(optional)}
    </label>
  );
  const span = wide ? "@xl:col-span-2" : "";

  switch (spec.kind) {
    case "phone":
      return (
        // Side by side only where the form is wide enough for the whole country name; in a narrow
        // form the country list sits above the number, so neither is cut short.
        <div className={cn("grid gap-4 @lg:grid-cols-[17rem_minmax(0,1fr)] @lg:gap-2", span)}>
          <div className="min-w-0">
            {label("countryCode", "Country code")}
            <select
              {...describe("countryCode")}
              autoComplete="tel-country-code"
              className={cn(controlClass, "w-full")}
              value={values.countryCode}
              onChange={(e) => update("countryCode", e.target.value)}
            >
              {countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.dial} {c.name}
                </option>
              ))}
            </select>
            {error("countryCode")}
          </div>
          <div className="min-w-0">
            {label("phone", "Phone Number")}
            <input
              {...describe("phone")}
              // "text" with a telephone keypad: the HTML standard allows tel-national only on text fields.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              className={cn(controlClass, "w-full")}
              value={values.phone}
              // The number is stripped to digits as it is typed (docs/product.md, Forms).
              onChange={(e) => update("phone", digitsOnly(e.target.value))}
            />
            {error("phone")}
          </div>
        </div>
      );
    case "height":
      return (
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-ink">Height{optionalMark(spec.optional)}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["heightFeet", "heightInches"] as const).map((name) => (
              <div key={name} className="flex items-center gap-2">
                <input
                  {...describe(name)}
                  type="number"
                  inputMode="numeric"
                  min={name === "heightFeet" ? 1 : 0}
                  max={name === "heightFeet" ? 8 : 11}
                  className={cn(controlClass, "w-full")}
                  value={values[name]}
                  onChange={(e) => update(name, e.target.value)}
                />
                <label htmlFor={`${id}-${name}`} className="text-sm">
                  {name === "heightFeet" ? "ft" : "in"}
                </label>
              </div>
            ))}
          </div>
          {error("heightFeet")}
          {error("heightInches")}
        </fieldset>
      );
    case "radio":
      return (
        // A radio cannot be invalid on its own; the group is (ARIA radiogroup).
        <fieldset
          role="radiogroup"
          className="min-w-0"
          aria-invalid={errors[spec.name] ? true : undefined}
          aria-describedby={errors[spec.name] ? `${id}-${spec.name}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-ink">
            {spec.label}
            {optionalMark(spec.optional)}
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {spec.options.map((o, i) => (
              <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={spec.name}
                  id={i === 0 ? `${id}-${spec.name}` : undefined}
                  value={o.value}
                  checked={values[spec.name] === o.value}
                  onChange={() => update(spec.name, o.value)}
                  className="size-5 accent-brand"
                />
                {o.label}
              </label>
            ))}
          </div>
          {error(spec.name)}
        </fieldset>
      );
    case "select": {
      const list = spec.options === "consultationTypes" ? options.consultationTypes : spec.options === "doctors" ? options.doctors : spec.options;
      return (
        <div className={spec.wide ? span : ""}>
          {label(spec.name, spec.label, spec.optional)}
          <select {...describe(spec.name)} className={cn(controlClass, "w-full")} value={values[spec.name]} onChange={(e) => update(spec.name, e.target.value)}>
            <option value="">{spec.placeholder}</option>
            {(list ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {error(spec.name)}
        </div>
      );
    }
    case "textarea":
      return (
        <div className={span}>
          {label(spec.name, spec.label, spec.optional)}
          <textarea
            {...describe(spec.name)}
            rows={spec.rows ?? 3}
            className={cn(controlClass, "w-full")}
            value={values[spec.name]}
            onChange={(e) => update(spec.name, e.target.value)}
          />
          {error(spec.name)}
        </div>
      );
    default:
      return (
        <div className={spec.wide ? span : ""}>
          {label(spec.name, spec.label, spec.optional)}
          <input
            {...describe(spec.name)}
            type={spec.kind}
            autoComplete={spec.autoComplete}
            inputMode={spec.kind === "number" ? "numeric" : undefined}
            min={spec.min === "today" ? undefined : spec.min}
            // "Today" is the visitor's, not the day the page was built.
            ref={spec.min === "today" ? (el) => void (el && (el.min = new Date().toISOString().slice(0, 10))) : undefined}
            max={spec.max}
            className={cn(controlClass, "w-full")}
            value={values[spec.name]}
            onChange={(e) => update(spec.name, e.target.value)}
          />
          {error(spec.name)}
        </div>
      );
  }
}
