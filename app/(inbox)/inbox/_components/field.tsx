/**
 * The inbox's form parts: an input's look, a field's problem beside it, and a labelled text field
 * tied to its hint and problem by aria-describedby. No server import, so client forms (the
 * doctors' desk) use them as the server-rendered pages do.
 */
export const inputClass = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";

/** A field's problem, beside it, tied to it by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

/** The ids of a field's problem and hint, for its aria-describedby; undefined when it has neither. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;

export function TextField({
  id,
  name,
  label,
  value,
  error,
  hint,
  type = "text",
  inputMode,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric";
  maxLength?: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
