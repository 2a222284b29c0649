"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState } from "react";
import { FieldView } from "@/components/forms/field-view";
import { useEarlyInput } from "@/components/forms/use-early-input";
import { Button } from "@/components/ui/button";
import { initialValues, type FieldSpec } from "@/lib/leads/forms/fields";
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
export function BookingForm({
  fields,
  hidden,
  initial,
}: {
  fields: readonly FieldSpec[];
  /** The chosen type, doctor, start and zone. */
  hidden: { typeId: string; doctorId: string; startsAt: string; timeZone: string; orderId?: string };
  initial?: Record<string, string>;
}) {
  const [state, formAction, sending] = useActionState(bookConsultation, idleBooking, "#your-details");
  const [typed, setTyped] = useState<Record<string, string>>({});
  // The request this tab just sent, read once: in memory only, so a page loaded afresh (and
  // hydrated from the server's empty form) has none, and a form reached by a link starts with it.
  const [recent] = useState(recentRequest);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const returned = state.status === "error" ? state : undefined;
  const values = {
    ...withRecentRequest({ ...initialValues(fields), ...initial }, recent),
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
        {hidden.orderId ? <input type="hidden" name="orderId" value={hidden.orderId} /> : null}
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
        <Button type="submit" size="lg" className={cn("w-full @xl:col-span-2")} disabled={sending}>
          {sending ? "Booking..." : nearest?.length ? "Book the chosen time" : "Book this time"}
        </Button>
      </fieldset>
    </form>
  );
}
