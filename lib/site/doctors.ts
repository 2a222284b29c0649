import { z } from "zod";
import { doctors as contentDoctors } from "@/content/doctors";
import { doctorSchema, reviewerProblem, type Doctor, type DoctorInput } from "@/lib/catalogue";
import type { Checked } from "./checks";

/**
 * The clinic's doctors as the desk keeps them (/inbox/site/doctors): each a row of site_doctors,
 * checked by `doctorRecordSchema` on every save and every read, and shown on the pages as the
 * catalogue's `Doctor` (lib/catalogue/schema.ts), whose own schema runs on every save too. A
 * doctor is shown only when listed, and then either marked a sample profile or with the
 * registration the clinic checked; a hidden doctor is on no page.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/);

/** A photograph the store holds (lib/site/photos.ts): its content hash and the original's shape. */
const storedPhotoSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{20}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StoredPhoto = z.output<typeof storedPhotoSchema>;

export const specializations = doctorSchema.shape.specialization.options;

export const doctorRecordSchema = z.object({
  id: slug,
  name: z.string(),
  specialization: doctorSchema.shape.specialization,
  experience: z.number().int(),
  location: z.string(),
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  /** Rupees, shown on the card (payments are the plans'). */
  fee: z.number().int(),
  description: z.string(),
  /** The booking desk's consultation types (their ids) this doctor offers. */
  consultationTypes: z.array(z.string()),
  /** The catalogue categories whose pages this doctor may review (once confirmed). */
  reviews: z.array(slug),
  listed: z.boolean(),
  /** A profile written to show the pages' shape, not a real person (decision 020). */
  sample: z.boolean(),
  /** The registration the clinic checked; a real doctor is listed only with one. */
  registration: z.object({ body: z.string(), number: z.string(), checkedOn: z.iso.date() }).nullable(),
  photo: storedPhotoSchema.nullable(),
});
export type DoctorRecord = z.output<typeof doctorRecordSchema>;

/** A doctor as the pages show one: the catalogue's shape, with the desk's photograph if it has one. */
export type ShownDoctor = Doctor & { photo?: StoredPhoto };

/** content/doctors.ts as records: the roster of a store no doctor was ever saved in. */
export function defaultDoctors(): DoctorRecord[] {
  return contentDoctors.map((input: DoctorInput) => {
    const d = doctorSchema.parse(input);
    return {
      id: d.id,
      name: d.name,
      specialization: d.specialization,
      experience: d.experience,
      location: d.location,
      languages: d.languages,
      qualifications: d.qualifications,
      fee: d.consultationFee,
      description: d.description,
      consultationTypes: [],
      reviews: d.reviews,
      listed: true,
      sample: d.registration.status === "sample",
      registration:
        d.registration.status === "confirmed"
          ? { body: d.registration.body, number: d.registration.number, checkedOn: d.registration.confirmedOn }
          : null,
      photo: null,
    };
  });
}

/** The record as the pages' `Doctor`, or undefined when it is on no page (hidden, or a real doctor not yet confirmed). */
function shownDoctor(record: DoctorRecord): ShownDoctor | undefined {
  if (!record.listed || (!record.sample && !record.registration)) return undefined;
  const doctor = doctorSchema.safeParse({
    id: record.id,
    name: record.name,
    specialization: record.specialization,
    experience: record.experience,
    registration: record.sample
      ? { status: "sample" }
      : {
          status: "confirmed",
          body: record.registration!.body,
          number: record.registration!.number,
          confirmedOn: record.registration!.checkedOn,
        },
    location: record.location,
    qualifications: record.qualifications,
    languages: record.languages,
    consultationFee: record.fee,
    description: record.description,
    reviews: record.reviews,
  } satisfies DoctorInput);
  if (!doctor.success) return undefined;
  return record.photo ? { ...doctor.data, photo: record.photo } : doctor.data;
}

export const shownRoster = (records: DoctorRecord[]): ShownDoctor[] =>
  records.flatMap((record) => shownDoctor(record) ?? []);

/** The doctor form's fields as typed (one line each; languages and qualifications comma-separated). */
export type DoctorForm = {
  name: string;
  specialization: string;
  experience: string;
  location: string;
  languages: string;
  qualifications: string;
  fee: string;
  description: string;
  consultationTypes: string[];
  reviews: string[];
  listed: boolean;
  sample: boolean;
  registrationBody: string;
  registrationNumber: string;
  registrationCheckedOn: string;
};

export const formOf = (record: DoctorRecord): DoctorForm => ({
  name: record.name,
  specialization: record.specialization,
  experience: String(record.experience),
  location: record.location,
  languages: record.languages.join(", "),
  qualifications: record.qualifications.join(", "),
  fee: String(record.fee),
  description: record.description,
  consultationTypes: record.consultationTypes,
  reviews: record.reviews,
  listed: record.listed,
  sample: record.sample,
  registrationBody: record.registration?.body ?? "",
  registrationNumber: record.registration?.number ?? "",
  registrationCheckedOn: record.registration?.checkedOn ?? "",
});

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !/[\r\n\u0000]/.test(value), "Must be one line");

const list = (what: string) =>
  line(400).transform((value, ctx) => {
    const items = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    if (!items.length) ctx.addIssue({ code: "custom", message: `Must name at least one ${what}, separated by commas` });
    if (items.some((item) => item.length < 2 || item.length > 80))
      ctx.addIssue({ code: "custom", message: `Each ${what} must be 2 to 80 characters` });
    return items;
  });

const fields = {
  name: line(80).pipe(z.string().min(3, "Must be the doctor's name as patients should read it")),
  specialization: z.enum(specializations, { error: `Must be one of: ${specializations.join(", ")}` }),
  experience: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "Must be a whole number of years")
    .transform(Number)
    .pipe(z.number().int().min(1, "Must be at least 1 year")),
  location: line(80).pipe(z.string().min(2, "Must name the town or state the doctor practises in")),
  languages: list("language"),
  qualifications: list("qualification"),
  fee: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, "Must be a whole number of rupees, without commas or ₹")
    .transform(Number),
  description: z
    .string()
    .trim()
    .min(80, "Must say in at least 80 characters what the doctor does and how")
    .max(2000, "Must be at most 2000 characters"),
};

/** The registration number as a register prints it: letters, digits and / - . or spaces. */
const registrationNumber = /^[A-Za-z0-9][A-Za-z0-9/.\- ]{1,39}$/;

export type DoctorContext = {
  /** The catalogue's category slugs, for what a doctor may review. */
  categories: readonly string[];
  /** The booking desk's consultation type ids. */
  consultationTypes: readonly string[];
  /** Today in the clinic's zone (YYYY-MM-DD): a registration cannot have been checked later. */
  today: string;
};

type Issue = { message: string };
const first = (issues: Issue[]) => issues[0]?.message ?? "Not accepted";

/**
 * The doctor form checked as typed: the record to save, or each field's problem. A real doctor
 * is listed only with the registration the clinic checked (its body, number and the day); a
 * sample carries none, and only a confirmed doctor may review pages.
 */
export function checkDoctor(
  id: string,
  form: DoctorForm,
  context: DoctorContext,
  photo: StoredPhoto | null,
): Checked<DoctorRecord> {
  const errors: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const result = (schema as z.ZodType).safeParse(form[name as keyof typeof fields]);
    if (result.success) values[name] = result.data;
    else errors[name] = first(result.error.issues);
  }

  const body = form.registrationBody.trim();
  const number = form.registrationNumber.trim();
  const checkedOn = form.registrationCheckedOn.trim();
  const anyRegistration = Boolean(body || number || checkedOn);
  let registration: DoctorRecord["registration"] = null;
  if (form.sample) {
    if (anyRegistration)
      errors.sample =
        "A sample profile carries no registration: untick this for a real doctor, or empty the registration";
  } else if (anyRegistration || form.listed) {
    if (body.length < 5 || body.length > 160)
      errors.registrationBody = "Must name the council or board the doctor is registered with (5 to 160 characters)";
    if (!registrationNumber.test(number))
      errors.registrationNumber = form.listed
        ? "Required before a real doctor is listed: the registration number as the register shows it"
        : "Must be the registration number as the register shows it";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(checkedOn) || !z.iso.date().safeParse(checkedOn).success)
      errors.registrationCheckedOn = "Must be the day the clinic checked the registration";
    else if (checkedOn > context.today) errors.registrationCheckedOn = "Must not be a day after today";
    if (!errors.registrationBody && !errors.registrationNumber && !errors.registrationCheckedOn)
      registration = { body, number, checkedOn };
  }

  const unknownCategory = form.reviews.find((c) => !context.categories.includes(c));
  if (unknownCategory) errors.reviews = `There is no category "${unknownCategory}"`;
  else if (form.reviews.length && (form.sample || !anyRegistration))
    errors.reviews = "Only a doctor with a confirmed registration may review pages";
  const unknownType = form.consultationTypes.find((t) => !context.consultationTypes.includes(t));
  if (unknownType) errors.consultationTypes = `There is no consultation type "${unknownType}"`;

  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const record: DoctorRecord = {
    id,
    name: values.name as string,
    specialization: values.specialization as DoctorRecord["specialization"],
    experience: values.experience as number,
    location: values.location as string,
    languages: values.languages as string[],
    qualifications: values.qualifications as string[],
    fee: values.fee as number,
    description: values.description as string,
    consultationTypes: [...new Set(form.consultationTypes)],
    reviews: [...new Set(form.reviews)],
    listed: form.listed,
    sample: form.sample,
    registration,
    photo,
  };
  // The catalogue's own schema, as the build runs it on content/doctors.ts.
  if (record.listed && !shownDoctor(record))
    return { ok: false, fieldErrors: { form: "The catalogue's check of doctors refused this profile" } };
  return { ok: true, value: record };
}

/** A page that names a doctor as its reviewer: the catalogue's condition pages. */
export type ReviewedPage = { title: string; href: string; categorySlug: string; reviewedBy: string };

/**
 * What a roster would break: each page whose reviewer it no longer allows (not shown, a sample,
 * or not reviewing the page's category), as the build's check words it (lib/catalogue/reviewers.ts).
 */
export function brokenPages(roster: ShownDoctor[], pages: readonly ReviewedPage[], doctorId: string): string[] {
  return pages
    .filter((page) => page.reviewedBy === doctorId)
    .flatMap((page) => {
      const problem = reviewerProblem(page.reviewedBy, page.categorySlug, roster);
      return problem ? [`"${page.title}" (${page.href}) names this doctor as its reviewer: ${problem}`] : [];
    });
}

/** A new doctor's id from their name: "Dr. Asha Verma" is dr-asha-verma, with -2, -3 ... when taken. */
export function newDoctorId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .split("-")
      .slice(0, 8)
      .join("-") || "doctor";
  const id = base.startsWith("dr-") ? base : `dr-${base}`;
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}
