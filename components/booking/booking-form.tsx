"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState } from "react";
import { FieldView } from "@/components/forms/field-view";
import { useEarlyInput } from "@/components/forms/use-early-input";
import { Button } from "@/components/ui/button";
import { initialValues, type FieldSpec } from "@/lib/leads/client";
import { cn } from "@/lib/utils";
import { bookConsultation } from "./book-action";
import { idleBooking } from "./booking-state";
import { recentRequest, withRecentRequest } from "./recent-request";

/**
 * The visitor's details for the chosen time. The fields come from the form's module
 * (lib/leads/forms/consultation-booking.ts), handed down by the page, so the module's rules stay
 * on the server and the picker's script stays small. One action answers both kinds of visit:
 * before JavaScript the browser posts the form and the page comes back with the answer.
 */
/**
 * The booking's messages by WhatsApp or SMS, when the site sends them (lib/messages): a box the
 * visitor ticks, with its own consent words, and the channel. The names and words come from the
 * page (lib/messages/consent.ts), which the browser does not load.
 */
export type PhoneChoice = {
  box: string;
  channel: string;
  consent: string;
  channels: ReadonlyArray<{ value: string; label: string }>;
};

export function BookingForm({
  fields,
  hidden,
  initial,
  phone,
}: {
  fields: readonly FieldSpec[];
  /** The chosen type, doctor, start and zone; `order`, a paid order's booking link token, for the consultation it paid for. */
  hidden: { typeId: string; doctorId: string; startsAt: string; timeZone: string; order?: string };
  initial?: Record<string, string>;
  phone?: PhoneChoice;
}) {
  const [state, formAction, sending] = useActionState(bookConsultation, idleBooking, "#your-details");
  const [typed, setTyped] = useState<Record<string, string>>({});
  // The request this tab just sent, read once: in memory only, so a page loaded afresh (and
  // hydrated from the server's empty form) has none, and a form reached by a link starts with it.
  const [recent] = useState(recentRequest);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const returned = state.status === "error" ? state : undefined;
  const phoneStart = phone ? { [phone.box]: "", [phone.channel]: phone.channels[0]?.value ?? "" } : {};
  const values: Record<string, string> = {
    ...withRecentRequest({ ...initialValues(fields), ...phoneStart, ...initial }, recent),
    ...returned?.values,
    ...typed,
  };
  const errors = returned?.fieldErrors ?? {};
  const nearest = returned?.nearest;

  const onType = (name: string, value: string) => setTyped((t) => ({ ...t, [name]: value }));

  // As in the lead forms: what was typed or ticked before the scripts ran is kept.
  useEarlyInput(formRef, values, onType);

  useEffect(() => {
    // After an answer, the keyboard goes to what needs the visitor: the first field in error, else the message.
    const form = formRef.current;
    if (!form || state.status !== "error") return;
    (
      form.querySelector<HTMLElement>("[aria-invalid=true]") ?? form.querySelector<HTMLElement>("[role=alert]")
    )?.focus();
  }, [state]);

  return (
    <form
      ref={formRef}
      action={formAction}
      // Sent from here once the scripts run, not through the form's action, because React resets a
      // form after its action: the ticked consent box would come back unticked beside the nearest
      // times. Before the scripts, the action posts the form as it is.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      noValidate
      className="@container relative"
      aria-busy={sending}
    >
      {returned?.message ? (
        <p role="alert" tabIndex={-1} className="mb-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {returned.message}
        </p>
      ) : null}
      <fieldset disabled={sending} className="grid min-w-0 grid-cols-1 gap-4 @xl:grid-cols-2">
        {nearest?.length ? (
          <fieldset className="min-w-0 @xl:col-span-2">
            <legend className="mb-2 text-sm font-medium text-ink">
              Nearest free times ({hidden.timeZone.replaceAll("_", " ")})
            </legend>
            <div className="flex flex-wrap gap-2">
              {nearest.map((slot, i) => (
                <label
                  key={slot.startsAt}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-highlight-soft"
                >
                  <input type="radio" name="startsAt" value={slot.startsAt} defaultChecked={i === 0} />
                  {slot.label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="startsAt" value={hidden.startsAt} />
        )}
        <input type="hidden" name="typeId" value={hidden.typeId} />
        <input type="hidden" name="doctorId" value={hidden.doctorId} />
        <input type="hidden" name="timeZone" value={hidden.timeZone} />
        {hidden.order ? <input type="hidden" name="order" value={hidden.order} /> : null}
        {fields.map((spec) => (
          <FieldView
            key={"name" in spec ? spec.name : spec.kind}
            spec={spec}
            id={id}
            values={values}
            errors={errors}
            update={onType}
            options={{}}
            wide
          />
        ))}
        {phone?.channels.length ? (
          <fieldset
            className="min-w-0 rounded-lg border border-line p-3 @xl:col-span-2"
            aria-describedby={errors[phone.box] ? `${id}-${phone.box}-error` : undefined}
          >
            <legend className="px-1 text-sm font-medium text-ink">Messages to your phone (optional)</legend>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name={phone.box}
                value="yes"
                checked={values[phone.box] === "yes"}
                onChange={(event) => onType(phone.box, event.target.checked ? "yes" : "")}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span>{phone.consent}</span>
            </label>
            <div className="mt-3 flex flex-wrap gap-2 pl-8" role="radiogroup" aria-label="Send them by">
              {phone.channels.map((choice) => (
                <label
                  key={choice.value}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-highlight-soft"
                >
                  <input
                    type="radio"
                    name={phone.channel}
                    value={choice.value}
                    checked={values[phone.channel] === choice.value}
                    onChange={() => onType(phone.channel, choice.value)}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            {errors[phone.box] ? (
              <p id={`${id}-${phone.box}-error`} className="mt-2 text-sm text-danger">
                {errors[phone.box]}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <Button type="submit" size="lg" className={cn("w-full @xl:col-span-2")} disabled={sending}>
          {sending ? "Booking..." : nearest?.length ? "Book the chosen time" : "Book this time"}
        </Button>
      </fieldset>
    </form>
  );
}
