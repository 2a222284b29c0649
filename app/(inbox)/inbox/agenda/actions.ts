"use server";

import { notFound, redirect } from "next/navigation";
import { requireBookingAccess } from "../access";
import { actor, requirePermission } from "../session";
import { bookingDesk } from "@/lib/booking";
import { idPatterns, inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";

/**
 * Staff changes to a booking (docs/booking.md): plain form posts that work without JavaScript.
 * Each checks the session itself, then sends the clinic back to the booking's page with what
 * happened, or with the problem and what was typed in the address, so nothing is lost and
 * bad input is never a 5xx (a form holding a NUL is forged: 404, lib/input). The visitor's
 * e-mails are queued by the booking service.
 */

const bookingPage = (id: string, query: Record<string, string>, anchor: string) =>
  `/inbox/agenda/${encodeURIComponent(id)}?${new URLSearchParams(query)}#${anchor}`;

type MoveResult = Awaited<ReturnType<Awaited<ReturnType<typeof bookingDesk>>["move"]>>;

/** A move's problem as the booking's page names it (page.tsx), or null when it moved. */
function moveProblem(result: NonNullable<MoveResult>): string | null {
  if (result.status === "rescheduled") return null;
  if (result.status === "taken" || result.status === "closed") return result.status;
  if (result.status === "invalid" && result.fieldErrors.timeOff) return "away";
  return result.status === "invalid" && result.fieldErrors.startsAt === "The new time must be in the future"
    ? "past"
    : "time";
}

/** Done, or back to the form (`anchor`) with the problem and what was chosen or typed. */
function afterMove(id: string, result: MoveResult, anchor: string, kept: Record<string, string>): never {
  if (!result) redirect("/inbox/agenda?missing=1");
  const problem = moveProblem(result);
  redirect(problem ? bookingPage(id, { error: problem, ...kept }, anchor) : bookingPage(id, { done: "moved" }, "done"));
}

/** Moves to one of the free times listed (the visitor's listing for that doctor and type). */
export async function moveBooking(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "moveBooking");
  if (!formData) return;
  const staff = await requirePermission("agenda.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox/agenda");
  const startsAt = form.text("startsAt");
  // The day the times were listed for comes back with a refusal, so its times show again.
  const day = form.text("moveDay");
  const moveDay: Record<string, string> = day ? { moveDay: day } : {};
  if (!startsAt) redirect(bookingPage(id, { error: "choose", ...moveDay }, "move"));
  afterMove(id, await (await bookingDesk()).move(id, { startsAt }, actor(staff)), "move", {
    form: "slot",
    slot: startsAt,
    ...moveDay,
  });
}

/** Moves to a date and time typed on the clinic's clock: any free future time the doctor agreed to. */
export async function moveBookingTo(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "moveBookingTo");
  if (!formData) return;
  const staff = await requirePermission("agenda.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox/agenda");
  const date = form.text("date");
  const time = form.text("time");
  const desk = await bookingDesk();
  const startsAt = desk.clinicInstant(date, time);
  if (!startsAt) redirect(bookingPage(id, { error: "time", form: "to", date, time }, "move-to"));
  afterMove(id, await desk.move(id, { startsAt }, actor(staff)), "move-to", { form: "to", date, time });
}

export async function cancelBooking(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "cancelBooking");
  if (!formData) return;
  const staff = await requirePermission("agenda.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox/agenda");
  if (form.text("confirm") !== "yes") redirect(bookingPage(id, { error: "confirm" }, "cancel"));
  const result = await (await bookingDesk()).cancel(id, actor(staff));
  if (!result) redirect("/inbox/agenda?missing=1");
  redirect(
    result.status === "cancelled"
      ? bookingPage(id, { done: "cancelled" }, "done")
      : bookingPage(id, { error: "closed" }, "cancel"),
  );
}

export async function markBooking(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "markBooking");
  if (!formData) return;
  await requirePermission("agenda.mark", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox/agenda");
  const staff = await requireBookingAccess(id, "agenda.mark", "action");
  const status = form.text("status");
  if (status !== "attended" && status !== "no_show") redirect(bookingPage(id, { error: "mark" }, "mark"));
  const marked = await (await bookingDesk()).mark(id, status, actor(staff));
  redirect(marked ? bookingPage(id, { done: status }, "done") : bookingPage(id, { error: "mark" }, "mark"));
}
