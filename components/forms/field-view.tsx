import { controlClass } from "@/components/ui/control";
import {
  consentField,
  consentText,
  countries,
  visitorWindow,
  honeypotField,
  type FieldSpec,
  type InputSpec,
  type Option,
} from "@/lib/leads/client";
import { cn } from "@/lib/utils";
import { useConsentParty } from "./consent-party";

/** The number as the forms keep it: digits only, as it is typed (docs/product.md, Forms). */
export const digitsOnly = (text: string) => text.replace(/\D/g, "");

export type FieldOptions = { consultationTypes?: Option[]; doctors?: Option[] };

type Props = {
  spec: FieldSpec;
  /** The form's id, which each field's id and error id start with. */
  id: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  update: (name: string, value: string) => void;
  options: FieldOptions;
  /** In a two-column form, wide fields span both columns. */
  wide: boolean;
};

/** "Today" and the last bookable day are the visitor's, not the day the page was built: set once the field is in their browser. */
const dayLimits = (spec: InputSpec) =>
  spec.min === "today" || spec.max === "window"
    ? (input: HTMLInputElement | null) => {
        if (!input) return;
        const window = visitorWindow();
        if (spec.min === "today") input.min = window.earliest;
        if (spec.max === "window") input.max = window.latest;
      }
    : undefined;

/** One field of a lead form, drawn from its description (lib/leads/forms/fields.ts), with its label and its message. */
export function FieldView({ spec, id, values, errors, update, options, wide }: Props) {
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
  const optionalMark = (optional?: boolean) =>
    optional ? <span className="font-normal text-muted"> (optional)</span> : null;
  const label = (name: string, text: string, optional?: boolean) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-ink">
      {text}
      {optionalMark(optional)}
    </label>
  );
  const span = wide ? "@xl:col-span-2" : "";

  switch (spec.kind) {
    case "trap":
      return (
        // Only robots fill this in: people never see it, and screen readers skip it.
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      );
    case "consent":
      return (
        <ConsentBox
          id={id}
          checked={values[consentField] === "yes"}
          error={error(consentField)}
          describe={describe(consentField)}
          update={update}
          span={span}
        />
      );
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
      const list = typeof spec.options === "string" ? options[spec.options] : spec.options;
      return (
        <div className={spec.wide ? span : ""}>
          {label(spec.name, spec.label, spec.optional)}
          <select
            {...describe(spec.name)}
            className={cn(controlClass, "w-full")}
            value={values[spec.name]}
            onChange={(e) => update(spec.name, e.target.value)}
          >
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
            min={typeof spec.min === "number" ? spec.min : undefined}
            max={typeof spec.max === "number" ? spec.max : undefined}
            ref={spec.kind === "date" ? dayLimits(spec) : undefined}
            className={cn(controlClass, "w-full")}
            value={values[spec.name]}
            onChange={(e) => update(spec.name, e.target.value)}
          />
          {error(spec.name)}
        </div>
      );
  }
}

/** The consent box, unticked until the visitor ticks it; without JavaScript a ticked box posts "yes". */
function ConsentBox(props: {
  id: string;
  checked: boolean;
  error: React.ReactNode;
  describe: { id: string; name: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  update: (name: string, value: string) => void;
  span: string;
}) {
  const words = consentText(useConsentParty());
  return (
    <div className={props.span}>
      <div className="flex items-start gap-3">
        <input
          {...props.describe}
          type="checkbox"
          value="yes"
          checked={props.checked}
          onChange={(e) => props.update(consentField, e.target.checked ? "yes" : "")}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={`${props.id}-${consentField}`} className="text-xs leading-snug text-ink">
          {words.before}
          <a href={words.href} target="_blank" rel="noopener" className="link-brand underline">
            {words.link}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {words.after}
        </label>
      </div>
      {props.error}
    </div>
  );
}
