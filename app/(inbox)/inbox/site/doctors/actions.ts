"use server";

import { notFound, redirect } from "next/navigation";
import { actor, requirePermission } from "../../session";
import type { DoctorFormState, PhotoFormState } from "./form-state";
import { bookingService } from "@/lib/booking";
import { idPatterns, inputOf, type Input } from "@/lib/input";
import { answerWithStatus } from "@/lib/net/form-status";
import { formDataOf } from "@/lib/net/action-arguments";
import {
  doctorDesk,
  doctorRules,
  maxPhotoBytes,
  revalidateSite,
  siteTags,
  type DoctorForm,
  type DoctorSaveResult,
} from "@/lib/site";

/**
 * The doctors' desk writes (docs/content.md), for the owner only (site.edit). They work without
 * JavaScript: a refused save renders the page again with what was typed, each problem beside
 * its field, answered 422 (decision 117); a stored one goes on to the doctor's page saying so,
 * and this process revalidates the pages that show doctors (the others hear it from the database).
 */

/** The doctor's form as typed, each line cut one past its longest allowed value so that the check refuses it. */
function typedDoctor(form: Input): DoctorForm {
  const slugs = /^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/;
  return {
    name: form.text("name", 81),
    specialization: form.text("specialization", 60),
    experience: form.text("experience", 10),
    location: form.text("location", 81),
    languages: form.text("languages", 401),
    qualifications: form.text("qualifications", 401),
    fee: form.text("fee", 10),
    description: form.lines("description", 2000) ?? "x".repeat(2001),
    consultationTypes: form.all("consultationTypes", slugs, 20),
    reviews: form.all("reviews", slugs, 40),
    listed: form.text("listed", 10) === "on",
    sample: form.text("sample", 10) === "on",
    registrationBody: form.text("registrationBody", 161),
    registrationNumber: form.text("registrationNumber", 41),
    registrationCheckedOn: form.text("registrationCheckedOn", 20),
  };
}

const rules = async () => doctorRules((await (await bookingService()).types()).map((t) => t.id));

/** The doctor's id from the form: a slug, or none for a new doctor ("new"). */
function doctorIdOf(form: Input): string | undefined {
  const id = form.match("id", idPatterns.slug);
  if (!id) notFound();
  return id === "new" ? undefined : id;
}

function settled(result: Exclude<DoctorSaveResult, { status: "invalid" }>): never {
  if (result.status === "missing") notFound();
  if (result.status === "saved") revalidateSite([siteTags.doctors]);
  redirect(`/inbox/site/doctors/${result.id}?done=${result.status}#done`);
}

export async function saveDoctor(...args: unknown[]): Promise<DoctorFormState> {
  const formData = formDataOf(args, "saveDoctor");
  if (!formData) return { status: "idle" };
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const id = doctorIdOf(form);
  const typed = typedDoctor(form);
  const result = await (await doctorDesk()).save(id, typed, await rules(), actor(staff));
  if (result.status !== "invalid") settled(result);
  await answerWithStatus(422);
  return { status: "refused", fieldErrors: result.fieldErrors, values: typed };
}

export async function saveDoctorPhoto(...args: unknown[]): Promise<PhotoFormState> {
  const formData = formDataOf(args, "saveDoctorPhoto");
  if (!formData) return { status: "idle" };
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const id = doctorIdOf(form) ?? notFound();
  const file = formData.get("photo");
  const refuse = async (message: string): Promise<PhotoFormState> => {
    await answerWithStatus(422);
    return { status: "refused", message };
  };
  if (!(file instanceof File) || file.size === 0) return refuse("Choose a photograph to upload.");
  // Not read at all when too large: the store's check says the same of anything it is given.
  if (file.size > maxPhotoBytes)
    return refuse(`The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a photograph may be at most 10 MB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const result = await (await doctorDesk()).savePhoto(id, bytes, await rules(), actor(staff));
  if (result.status !== "invalid") settled(result);
  return refuse(result.fieldErrors.photo ?? Object.values(result.fieldErrors).join(" "));
}

export async function removeDoctorPhoto(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "removeDoctorPhoto");
  if (!formData) return;
  const staff = await requirePermission("site.edit", "action");
  const form = inputOf(formData) ?? notFound();
  const id = doctorIdOf(form) ?? notFound();
  const result = await (await doctorDesk()).removePhoto(id, await rules(), actor(staff));
  if (result.status === "invalid") redirect(`/inbox/site/doctors/${id}?done=refused#done`);
  settled(result);
}
