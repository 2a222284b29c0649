"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { bookingService, clockTime, dayLabel } from "@/lib/booking";
import { config } from "@/lib/config";
import { honeypotField, rateLimitedMessage, storeDownMessage } from "@/lib/leads/client";
import { visitorFromForm, leadRateLimiter, clientFromHeaders } from "@/lib/leads";
import { log } from "@/lib/log";
import { isPhoneChannel, offeredPhoneChannels, phoneChannelField, phoneConsentField } from "@/lib/messages";
import { introOrderOf } from "@/lib/payments";
import type { BookingFormState } from "./booking-state";
import { visitorLanguages } from "./visitor-languages";
import { formText } from "@/components/forms/form-text";
import { answerWithStatus } from "@/lib/net/form-status";

const takenMessage =
  "Sorry, that time was just taken by someone else. Please choose one of the nearest free times below; your details are kept.";
const offMessage = "Booking is not open just now. Please send us a consultation request instead, and we will call you.";

const phoneChannelMessage = "Please choose WhatsApp or SMS for the messages to your phone, or untick the box";

const orderNotValidMessage =
  "This booking link no longer opens a paid consultation (its order may have been refunded). Please write to us with your order number, and we will arrange it.";
const orderBookedMessage =
  "The consultation of your plan is already booked: the confirmation e-mail has its link to see, move or cancel it.";

/**
 * The booking form's action: a plain POST before JavaScript, a call from the running form after
 * it, the same answer either way. It checks the visitor's details by the form's module, books
 * through the booking service (which decides a race in the database), and on success goes to the
 * confirmation page, addressed by the booking's manage token. Every argument is input: anything
 * that is not form data is an empty form.
 */
export async function bookConsultation(_previous: unknown, formData: unknown): Promise<BookingFormState> {
  const fields = formText(formData);
  const {
    [honeypotField]: _trap,
    typeId = "",
    doctorId = "",
    startsAt = "",
    timeZone = "",
    order = "",
    ...values
  } = fields;
  const keep = { typeId, doctorId, startsAt, timeZone, order, ...values };
  const client = clientFromHeaders(await headers());
  let token: string;
  try {
    const limit = await leadRateLimiter().take(client.address);
    if (!limit.ok) {
      await answerWithStatus(429);
      return { status: "error", fieldErrors: {}, values: keep, message: rateLimitedMessage };
    }
    const checked = visitorFromForm("Consultation Booking", fields, client, new Date(), config().timeZone);
    if (checked.status === "robot")
      return { status: "error", fieldErrors: {}, values: keep, message: storeDownMessage };
    if (checked.status === "invalid") {
      await answerWithStatus(422);
      return { status: "error", fieldErrors: checked.fieldErrors, values: keep };
    }
    // The booking's messages by WhatsApp or SMS too, when ticked: a channel this server sends by, and a number to send to.
    let phoneMessages: { channel: "whatsapp" | "sms" } | undefined;
    if (fields[phoneConsentField] === "yes") {
      const channel = fields[phoneChannelField];
      if (!isPhoneChannel(channel) || !offeredPhoneChannels().includes(channel)) {
        await answerWithStatus(422);
        return { status: "error", fieldErrors: { [phoneConsentField]: phoneChannelMessage }, values: keep };
      }
      phoneMessages = { channel };
    }
    // The consultation a paid order bought is booked with that order's link only (decision 118).
    const paidOrder = order ? await introOrderOf(order) : undefined;
    if (order && !paidOrder) {
      await answerWithStatus(422);
      return { status: "error", fieldErrors: {}, values: keep, message: orderNotValidMessage };
    }
    if (paidOrder?.booked) {
      await answerWithStatus(409);
      return { status: "error", fieldErrors: {}, values: keep, message: orderBookedMessage };
    }
    // The visitor's clock goes with the booking, so its e-mails write times as the pages do.
    const { clock } = await visitorLanguages();
    const result = await (
      await bookingService()
    ).book({
      typeId,
      doctorId,
      startsAt,
      timeZone,
      clock,
      visitor: checked.visitor,
      phoneMessages,
      ...(paidOrder ? { orderId: paidOrder.orderId } : {}),
    });
    log().info(
      { event: "booking.book", requestId: client.requestId, outcome: result.status },
      `booking ${result.status}`,
    );
    switch (result.status) {
      case "booked":
        token = result.manageToken;
        break;
      case "order-booked":
        await answerWithStatus(409);
        return { status: "error", fieldErrors: {}, values: keep, message: orderBookedMessage };
      case "taken": {
        await answerWithStatus(409);
        return {
          status: "error",
          fieldErrors: {},
          values: keep,
          message: takenMessage,
          nearest: result.nearest.map((slot) => ({
            startsAt: slot.startsAt,
            label: `${dayLabel(slot.date)}, ${clockTime(slot.time, clock)}`,
          })),
        };
      }
      case "invalid": {
        await answerWithStatus(422);
        const { startsAt: time, typeId: type, doctorId: doctor, timeZone: zone, ...beside } = result.fieldErrors;
        return { status: "error", fieldErrors: beside, values: keep, message: time ?? type ?? doctor ?? zone };
      }
      case "off":
        return { status: "error", fieldErrors: {}, values: keep, message: offMessage };
    }
  } catch (error) {
    log().error(
      { err: error, event: "booking.failed", requestId: client.requestId },
      "booking failed; the form shows the failure message",
    );
    return { status: "error", fieldErrors: {}, values: keep, message: storeDownMessage };
  }
  // Outside the try: a redirect is thrown, and must reach the framework.
  redirect(`/book-consultation/confirmed/${token}`);
}
