"use server";

import { notFound, redirect } from "next/navigation";
import { actor, requirePermission } from "../session";
import {
  bookingDesk,
  checkBlock,
  checkLeave,
  parseRanges,
  parseRulesForm,
  rangesText,
  type RulesForm,
} from "@/lib/booking";
import { idPatterns, inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";

/**
 * The hours screen's writes (docs/booking.md), plain form posts that work without JavaScript.
 * Owner and reception change hours, leave and video rooms; only the owner the booking rules
 * (lib/staff/policy.ts). Bad input sends the clinic back with what was typed in the address;
 * the page checks it again with the same functions and shows each problem beside its field.
 * A form holding a NUL is forged: 404 (lib/input).
 */

function back(doctor: string, query: Record<string, string>, anchor: string): never {
  redirect(`/inbox/hours?${new URLSearchParams({ doctor, ...query })}#${anchor}`);
}

/** Saves the weekdays whose ranges changed; a day left as it was keeps its hours, sample mark included. */
export async function saveWeek(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveWeek");
  if (!formData) return;
  const staff = await requirePermission("hours.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const doctor = form.match("doctor", idPatterns.slug);
  const typed = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [`d${day}`, form.text(`d${day}`)]));
  const parsed = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, result: parseRanges(typed[`d${day}`]!) }));
  if (parsed.some(({ result }) => "error" in result)) back(doctor, { form: "week", ...typed }, "week");
  const desk = await bookingDesk();
  const current = await desk.hours(doctor);
  const outside: string[] = [];
  for (const { day, result } of parsed) {
    if (!("ranges" in result)) continue;
    if (rangesText(result.ranges) === rangesText(current.filter((r) => r.weekday === day))) continue;
    const saved = await desk.setHours(doctor, day, result.ranges, actor(staff));
    if (saved.status !== "saved") back(doctor, { form: "week", error: "doctor", ...typed }, "week");
    outside.push(...saved.outside.map((b) => b.id));
  }
  // Bookings the new hours leave out stay, as under leave; the page names them to move or cancel.
  back(doctor, outside.length ? { done: "week", overlap: outside.join(",") } : { done: "week" }, "done");
}

export async function addLeave(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "addLeave");
  if (!formData) return;
  const staff = await requirePermission("hours.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const doctor = form.match("doctor", idPatterns.slug);
  const kept = { from: form.text("from"), through: form.text("through"), reason: form.text("reason") };
  if (checkLeave(kept.from, kept.through)) back(doctor, { form: "leave", ...kept }, "leave");
  const saved = await (
    await bookingDesk()
  ).addTimeOff(doctor, { days: { from: kept.from, through: kept.through } }, kept.reason || "Leave", actor(staff));
  if (saved.status !== "saved") back(doctor, { form: "leave", error: "doctor", ...kept }, "leave");
  back(doctor, { done: "leave", overlap: saved.overlapping.map((b) => b.id).join(",") }, "done");
}

export async function addBlock(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "addBlock");
  if (!formData) return;
  const staff = await requirePermission("hours.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const doctor = form.match("doctor", idPatterns.slug);
  const kept = {
    date: form.text("date"),
    starts: form.text("starts"),
    ends: form.text("ends"),
    reason: form.text("reason"),
  };
  if (checkBlock(kept.date, kept.starts, kept.ends)) back(doctor, { form: "block", ...kept }, "block");
  const saved = await (
    await bookingDesk()
  ).blockHours(doctor, kept.date, kept.starts, kept.ends, kept.reason || "Blocked", actor(staff));
  if (saved.status !== "saved") back(doctor, { form: "block", error: "doctor", ...kept }, "block");
  back(doctor, { done: "block", overlap: saved.overlapping.map((b) => b.id).join(",") }, "done");
}

export async function removeTimeOff(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "removeTimeOff");
  if (!formData) return;
  const staff = await requirePermission("hours.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const doctor = form.match("doctor", idPatterns.slug);
  const id = form.count("id");
  const removed = id !== undefined && id > 0 && (await (await bookingDesk()).removeTimeOff(id, actor(staff)));
  back(doctor, removed ? { done: "removed" } : { error: "removed" }, removed ? "done" : "time-off");
}

export async function saveCall(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveCall");
  if (!formData) return;
  const staff = await requirePermission("hours.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const doctor = form.match("doctor", idPatterns.slug);
  const video = form.text("video", 2000);
  const saved = await (await bookingDesk()).setVideoUrl(doctor, video || null, actor(staff));
  if (saved.status !== "saved")
    back(doctor, { form: "call", video, error: saved.fieldErrors.videoUrl ? "video" : "doctor" }, "call");
  back(doctor, { done: "call" }, "done");
}

export async function saveRules(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveRules");
  if (!formData) return;
  const staff = await requirePermission("booking-rules.manage", "action");
  const input = inputOf(formData) ?? notFound();
  const doctor = input.match("doctor", idPatterns.slug);
  const form: RulesForm = {
    buffer: input.text("buffer"),
    step: input.text("step"),
    notice: input.text("notice"),
    horizon: input.text("horizon"),
    cutoff: input.text("cutoff"),
    reminders: input.text("reminders"),
  };
  const parsed = parseRulesForm(form);
  if ("fieldErrors" in parsed) back(doctor, { form: "rules", ...form }, "rules");
  const saved = await (await bookingDesk()).setRules(parsed.change, actor(staff));
  if (saved.status !== "saved") back(doctor, { form: "rules", error: "rules", ...form }, "rules");
  back(doctor, { done: "rules" }, "done");
}
