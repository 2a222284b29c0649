"use client";

import { useActionState } from "react";
import { saveDoctor, saveDoctorPhoto } from "./actions";
import type { DoctorFormState, PhotoFormState } from "./form-state";
import type { DoctorForm } from "@/lib/site";
import { buttonVariants } from "@/components/ui/button";
import { describedBy, FieldError, inputClass, TextField } from "../../_components/field";

type Option = { value: string; label: string };

/** A text field of the doctor's form, its id from its name. */
function Text(props: {
  name: keyof DoctorForm;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric";
}) {
  return <TextField id={`doctor-${props.name}`} {...props} />;
}

function Choices({
  name,
  legend,
  options,
  chosen,
  error,
  hint,
}: {
  name: "consultationTypes" | "reviews";
  legend: string;
  options: Option[];
  chosen: string[];
  error?: string;
  hint: string;
}) {
  const id = `doctor-${name}`;
  return (
    <fieldset id={id} aria-describedby={describedBy(id, error, hint)} className="flex flex-col gap-2">
      <legend className="font-semibold text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-5"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Check({
  name,
  label,
  checked,
  error,
  hint,
}: {
  name: "listed" | "sample";
  label: string;
  checked: boolean;
  error?: string;
  hint: string;
}) {
  const id = `doctor-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="size-5"
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A doctor's profile as a plain form: posted without JavaScript it comes back with each problem
 * beside its field and everything typed (answered 422); with JavaScript the same action runs in
 * place. A stored save goes on to the doctor's page.
 */
export function DoctorFormView({
  id,
  page,
  initial,
  specializations,
  categories,
  consultationTypes,
}: {
  /** The doctor's id, or "new". */
  id: string;
  page: string;
  initial: DoctorForm;
  specializations: readonly string[];
  categories: Option[];
  consultationTypes: Option[];
}) {
  const [state, action, sending] = useActionState<DoctorFormState, FormData>(saveDoctor, { status: "idle" }, page);
  const values = state.status === "refused" ? state.values : initial;
  const errors = state.status === "refused" ? state.fieldErrors : {};
  return (
    <form action={action} className="space-y-5" noValidate data-doctor-form>
      <input type="hidden" name="id" value={id} />
      {state.status === "refused" ? (
        <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 font-semibold text-danger">
          Not saved: {Object.keys(errors).length === 1 ? "one field needs" : "some fields need"} attention below.
          {errors.form ? ` ${errors.form}` : ""}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Text
          name="name"
          label="Name"
          value={values.name}
          error={errors.name}
          hint="As patients read it: Dr. Asha Verma."
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="doctor-specialization" className="font-semibold text-ink">
            Specialty
          </label>
          {/* React resets a form after its action; a select's reset goes back to the option chosen when it mounted. */}
          <select
            key={values.specialization}
            id="doctor-specialization"
            name="specialization"
            defaultValue={values.specialization}
            aria-invalid={errors.specialization ? true : undefined}
            aria-describedby={describedBy("doctor-specialization", errors.specialization)}
            className={inputClass}
          >
            <option value="">Choose the specialty</option>
            {specializations.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <FieldError id="doctor-specialization-error" message={errors.specialization} />
        </div>
        <Text
          name="experience"
          label="Years of practice"
          value={values.experience}
          error={errors.experience}
          inputMode="numeric"
        />
        <Text
          name="location"
          label="Where they practise"
          value={values.location}
          error={errors.location}
          hint="A town or state: Lucknow."
        />
        <Text
          name="languages"
          label="Languages"
          value={values.languages}
          error={errors.languages}
          hint="Separated by commas: English, Hindi."
        />
        <Text
          name="qualifications"
          label="Qualifications"
          value={values.qualifications}
          error={errors.qualifications}
          hint="Separated by commas: BAMS, MD (Ayurveda) in Kayachikitsa."
        />
        <Text
          name="fee"
          label="Consultation fee (rupees)"
          value={values.fee}
          error={errors.fee}
          inputMode="numeric"
          hint="A whole number, shown on the card: 1200."
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="doctor-description" className="font-semibold text-ink">
          Biography
        </label>
        <textarea
          id="doctor-description"
          name="description"
          rows={5}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("doctor-description", errors.description, "x")}
          className={inputClass}
        />
        <p id="doctor-description-hint" className="text-sm text-muted">
          What the doctor does and how, in the doctor&apos;s own words or checked by them (80 to 2000 characters).
        </p>
        <FieldError id="doctor-description-error" message={errors.description} />
      </div>

      <fieldset className="space-y-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-lg font-semibold text-ink">Registration</legend>
        <p className="text-sm text-muted">
          A real doctor is shown only once the clinic has checked the registration on the council&apos;s register: the
          body, the number and the day it was checked.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <Text
            name="registrationBody"
            label="Registered with"
            value={values.registrationBody}
            error={errors.registrationBody}
            hint="The State Board or Council."
          />
          <Text
            name="registrationNumber"
            label="Registration number"
            value={values.registrationNumber}
            error={errors.registrationNumber}
          />
          <Text
            name="registrationCheckedOn"
            label="Checked on"
            type="date"
            value={values.registrationCheckedOn}
            error={errors.registrationCheckedOn}
            hint="The day the clinic looked it up."
          />
        </div>
      </fieldset>

      <Choices
        name="reviews"
        legend="Pages they may review"
        options={categories}
        chosen={values.reviews}
        error={errors.reviews}
        hint="The categories whose condition pages may name this doctor as reviewer: only a confirmed doctor, and only where their training fits."
      />
      <Choices
        name="consultationTypes"
        legend="Consultation types offered"
        options={consultationTypes}
        chosen={values.consultationTypes}
        error={errors.consultationTypes}
        hint="The booking desk's consultation types this doctor gives."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Check
          name="listed"
          label="Listed on the site"
          checked={values.listed}
          error={errors.listed}
          hint="Untick to hide the doctor from every page; the profile stays here."
        />
        <Check
          name="sample"
          label="Sample profile (not a real doctor)"
          checked={values.sample}
          error={errors.sample}
          hint="Shown marked as a sample, never as a reviewer or author."
        />
      </div>
      <button type="submit" className={buttonVariants()} disabled={sending}>
        {id === "new" ? "Add the doctor" : "Save the doctor"}
      </button>
    </form>
  );
}

/** The photograph's own form (multipart, with or without JavaScript): refused files come back with the reason beside the field. */
export function PhotoFormView({ id, page, hasPhoto }: { id: string; page: string; hasPhoto: boolean }) {
  const [state, action, sending] = useActionState<PhotoFormState, FormData>(saveDoctorPhoto, { status: "idle" }, page);
  const error = state.status === "refused" ? state.message : undefined;
  return (
    <form action={action} className="space-y-3" noValidate data-photo-form>
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-col gap-1">
        <label htmlFor="doctor-photo" className="font-semibold text-ink">
          {hasPhoto ? "Replace the photograph" : "Photograph"}
        </label>
        <input
          id="doctor-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("doctor-photo", error, "x")}
          className={inputClass}
        />
        <p id="doctor-photo-hint" className="text-sm text-muted">
          JPEG, PNG, WebP or HEIC, up to 10 MB, at least 64 pixels. It is turned upright, cropped square around the
          face, and its location and camera details are removed. Only a photograph the clinic may publish, of this
          doctor.
        </p>
        <FieldError id="doctor-photo-error" message={error} />
      </div>
      <button type="submit" className={buttonVariants({ variant: "secondary" })} disabled={sending}>
        Upload the photograph
      </button>
    </form>
  );
}
