/**
 * The visitor's clock, 12- or 24-hour, as their browser's language gave it when they booked
 * (lib/booking/clock.ts, docs/decisions/083): the e-mails about the booking, reminders worded at
 * send time among them, write its times on it. Only the hour cycle is kept, not the language:
 * it is all the e-mails need. NULL on bookings made before it was stored, whose e-mails stay
 * 24-hour as they were.
 */
export const sql = `
ALTER TABLE bookings ADD COLUMN visitor_clock text CHECK (visitor_clock IN ('h12', 'h23'));
`;
