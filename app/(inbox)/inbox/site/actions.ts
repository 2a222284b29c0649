"use server";

import { notFound, redirect } from "next/navigation";
import { actor, requirePermission } from "../session";
import { contactFields } from "./fields";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import { isClaimKey, isFigureKey, revalidateSite, siteDesk, type SaveResult } from "@/lib/site";

/**
 * The site desk's writes (docs/inbox.md, The site), plain form posts that work without
 * JavaScript, for the owner only (site.edit). A refused save goes back with what was typed in
 * the address (the site's facts, no health detail); the page says "saved" only once the store has it, and
 * this process revalidates the pages that show it (the others hear of it from the database).
 * A form holding a NUL is forged: 404 (lib/input).
 */

function back(query: Record<string, string>, anchor: string): never {
  redirect(`/inbox/site?${new URLSearchParams(query)}#${anchor}`);
}

/** Where a save ends: the typed values and problems back on the form, or the page saying it is stored. */
function after(saved: SaveResult, form: string, typed: Record<string, string>, anchor: string, intent?: string): never {
  // The page checks what was typed again, with the same checks, and shows each problem beside its field.
  if (saved.status === "invalid") back({ form, ...typed }, anchor);
  if (saved.status === "saved") revalidateSite(saved.tags);
  back({ done: saved.status === "saved" ? (intent ?? "saved") : "unchanged", record: form }, "done");
}

export async function saveContact(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveContact");
  if (!formData) return;
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const typed = Object.fromEntries(contactFields.map(({ name, max }) => [name, form.text(name, max)]));
  after(await (await siteDesk()).saveContact(typed, actor(staff)), "contact", typed, "contact");
}

const intentOf = (value: string) => (value === "confirm" || value === "unconfirm" ? value : "save");

export async function saveClaim(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveClaim");
  if (!formData) return;
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const key = form.text("key", 60);
  if (!isClaimKey(key)) notFound();
  const typed = { key, value: form.text("value", 401), basis: form.text("basis", 301) };
  const intent = intentOf(form.text("intent", 20));
  const saved = await (
    await siteDesk()
  ).saveClaim(key, { value: typed.value, basis: typed.basis, intent }, actor(staff));
  after(saved, `claim-${key}`, { ...typed, intent }, `claim-${key}`, intent);
}

export async function saveFigure(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "saveFigure");
  if (!formData) return;
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const key = form.text("key", 60);
  if (!isFigureKey(key)) notFound();
  const typed = { key, value: form.text("value", 21), label: form.text("label", 41), basis: form.text("basis", 301) };
  const intent = intentOf(form.text("intent", 20));
  const saved = await (
    await siteDesk()
  ).saveFigure(key, { value: typed.value, label: typed.label, basis: typed.basis, intent }, actor(staff));
  after(saved, `figure-${key}`, { ...typed, intent }, `figure-${key}`, intent);
}
