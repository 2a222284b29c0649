import { minimumPasswordLength } from "./password";

/**
 * Why a password someone chose for their account is refused, in words for beside the field, or
 * null when it is taken. Every form that sets a password (an invitation, a reset, the first
 * owner) asks this one check, which asks lib/staff/password.ts's rules.
 */
export function newPasswordProblem(password: string): string | null {
  if (!password) return "Please choose a password.";
  if ([...password].length < minimumPasswordLength)
    return `Your password needs at least ${minimumPasswordLength} characters.`;
  return null;
}
