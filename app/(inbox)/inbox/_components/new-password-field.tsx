import { FieldError, inputClass } from "./field";
import { minimumPasswordLength } from "@/lib/staff";

/**
 * A new password's field, as the account, set-up and link pages ask for it: the rule as its hint,
 * and the strength estimator's reason beside it when the password was refused.
 */
export function NewPasswordField({ id, label, refusal }: { id: string; label: string; refusal?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        At least {minimumPasswordLength} characters and hard to guess: several unrelated words work well.
      </p>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minimumPasswordLength}
        maxLength={1024}
        aria-invalid={Boolean(refusal) || undefined}
        aria-describedby={refusal ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} message={refusal} />
    </div>
  );
}
