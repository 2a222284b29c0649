import { z } from "zod";
import { prepared, type PhoneContent } from "../define";
import type { ClinicFacts } from "../clinic";
import { Facts, Layout, Link, P } from "../templates/layout";

/**
 * The visitor's messages about a booking (docs/booking.md): by e-mail always, and by WhatsApp or
 * SMS when they chose it. Worded when sent, from the booking as it is then (lib/booking lends the
 * preparer): a message a later change made wrong is not sent. A text message carries the time,
 * the clinic's name and a link, nothing about the consultation's reason.
 */
const bookingData = z.object({ bookingId: z.string().min(1), sequence: z.number().int().min(0) });

const bookingProps = z.object({
  to: z.object({ name: z.string(), address: z.string() }),
  /** "Initial consultation with Dr Priya Sharma" */
  what: z.string(),
  /** The same within a sentence: "initial consultation with Dr Priya Sharma" */
  consultation: z.string(),
  /** The time on the visitor's clock and zone, and on the doctor's */
  when: z.string(),
  doctorsTime: z.string(),
  /** For the subject: "2026-12-01 9:00 AM New York" */
  short: z.string(),
  minutes: z.number(),
  /** A short reference the visitor can quote: the booking's number. */
  reference: z.string(),
  call: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("video"), url: z.string() }),
    z.object({ kind: z.literal("phone"), doctor: z.string(), phone: z.string() }),
  ]),
  /** Until when the visitor may change it, and the link (each e-mail's own; decision 081). */
  manage: z.object({ url: z.string(), until: z.string() }).optional(),
  /** A reminder's "begins in": what is true when it is sent. */
  left: z.string().optional(),
  calendar: z.object({ method: z.enum(["REQUEST", "CANCEL"]), filename: z.string(), content: z.string() }).optional(),
  /** The visitor's own page (docs/patients.md), a link minted for the address this goes to. */
  patientPage: z.string().optional(),
  /** A cancelled consultation that a paid order bought: the picker with that order's booking link, to book it again. */
  rebook: z.string().optional(),
});
type BookingProps = z.output<typeof bookingProps>;

const callLine = (b: BookingProps) =>
  b.call.kind === "video"
    ? `How: by video. Join at the time above: ${b.call.url}`
    : `How: by phone. ${b.call.doctor} will call you on ${b.call.phone} at the time above.`;

function bookingEmail(
  b: BookingProps,
  clinic: ClinicFacts,
  words: { subject: string; heading: string; lead: string; calendarNote?: string },
  showWhen = true,
) {
  const action = b.manage
    ? { label: "Reschedule or cancel", href: b.manage.url }
    : { label: "Book another time", href: b.rebook ?? `${clinic.url}/book-consultation` };
  return {
    subject: words.subject,
    to: b.to,
    calendar: b.calendar,
    body: (
      <Layout clinic={clinic} preview={words.lead} heading={words.heading} action={action}>
        <P>Dear {b.to.name},</P>
        <P>{words.lead}</P>
        {showWhen ? (
          <Facts
            rows={[
              ["When", b.when],
              ["The doctor's time", b.doctorsTime],
              ["Length", `${b.minutes} minutes`],
              ["Booking number", b.reference],
            ]}
          />
        ) : (
          <Facts rows={[["Booking number", b.reference]]} />
        )}
        {showWhen ? <P>{callLine(b)}</P> : null}
        {words.calendarNote ? <P>{words.calendarNote}</P> : null}
        {b.rebook ? (
          <P>The consultation you paid for is still yours: choose another time with the button below.</P>
        ) : null}
        {b.manage ? (
          <P>You can reschedule or cancel until {b.manage.until}.</P>
        ) : showWhen ? (
          <P>
            To change it now, please contact us: {clinic.phone}, {clinic.email}.
          </P>
        ) : null}
        {b.patientPage ? <PatientPageLine url={b.patientPage} /> : null}
      </Layout>
    ),
  };
}

/** The line every e-mail to a patient ends with: their own page, where all they have with the clinic is. */
export function PatientPageLine({ url }: { url: string }) {
  return (
    <P>
      All your consultations and orders with us are on your page: <Link href={url}>{url}</Link>
    </P>
  );
}

const replies = "Reply 1 to confirm, 2 to cancel, STOP to stop these messages.";

/** A text message's words and its template's variables, in the order docs/messages.md gives. */
const phoneText = (parts: string[], body: string): PhoneContent => ({ body, variables: parts });

export const bookingConfirmed = prepared({
  data: bookingData,
  props: bookingProps,
  audience: "visitor",
  channels: ["email", "whatsapp", "sms"],
  transactional: true,
  email: (b, clinic) =>
    bookingEmail(b, clinic, {
      subject: `Booked: ${b.what}, ${b.short}`,
      heading: "Your consultation is booked",
      lead: `Your ${b.consultation} is booked.`,
      calendarNote: "The invitation attached adds it to your calendar.",
    }),
  phone: (b, clinic) =>
    phoneText(
      [clinic.name, b.when, b.patientPage ?? clinic.url],
      `${clinic.name}: your consultation is booked for ${b.when}. ${replies} ${b.patientPage ?? clinic.url}`,
    ),
});

export const bookingRescheduled = prepared({
  data: bookingData,
  props: bookingProps,
  audience: "visitor",
  channels: ["email", "whatsapp", "sms"],
  transactional: true,
  email: (b, clinic) =>
    bookingEmail(b, clinic, {
      subject: `Moved: ${b.what}, ${b.short}`,
      heading: "Your consultation has moved",
      lead: `Your ${b.consultation} has moved to a new time.`,
      calendarNote: "The invitation attached updates the event in your calendar.",
    }),
  phone: (b, clinic) =>
    phoneText(
      [clinic.name, b.when, b.patientPage ?? clinic.url],
      `${clinic.name}: your consultation has moved to ${b.when}. ${replies} ${b.patientPage ?? clinic.url}`,
    ),
});

export const bookingCancelled = prepared({
  data: bookingData,
  props: bookingProps,
  audience: "visitor",
  channels: ["email", "whatsapp", "sms"],
  transactional: true,
  email: (b, clinic) =>
    bookingEmail(
      b,
      clinic,
      {
        subject: `Cancelled: ${b.what}, ${b.short}`,
        heading: "Your consultation is cancelled",
        lead: `Your ${b.consultation} on ${b.when} is cancelled.`,
        calendarNote: "The attachment removes it from your calendar.",
      },
      false,
    ),
  phone: (b, clinic) =>
    phoneText(
      [clinic.name, b.when, b.rebook ?? `${clinic.url}/book-consultation`],
      `${clinic.name}: your consultation on ${b.when} is cancelled. To book another time: ${b.rebook ?? `${clinic.url}/book-consultation`}`,
    ),
});

export const bookingReminder = prepared({
  data: bookingData.extend({ offsetMinutes: z.number().int().min(1) }),
  props: bookingProps,
  audience: "visitor",
  channels: ["email", "whatsapp", "sms"],
  transactional: true,
  email: (b, clinic) =>
    bookingEmail(b, clinic, {
      subject: `Reminder: ${b.what} in ${b.left ?? "a while"}, ${b.short}`,
      heading: `Your consultation begins in ${b.left ?? "a while"}`,
      lead: `A reminder: your ${b.consultation} begins in ${b.left ?? "a while"}.`,
    }),
  phone: (b, clinic) =>
    phoneText(
      [clinic.name, b.left ?? "a while", b.when, b.patientPage ?? clinic.url],
      `${clinic.name}: a reminder, your consultation begins in ${b.left ?? "a while"}, at ${b.when}. Reply 2 to cancel, STOP to stop these messages. ${b.patientPage ?? clinic.url}`,
    ),
});
