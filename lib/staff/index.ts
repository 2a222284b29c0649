/**
 * The staff domain's front door (docs/architecture.md, Domains): accounts, roles and their
 * permissions, passwords, two-factor, sessions, invitations and reset links. Others import only
 * this file, or ./client where the proxy or the browser loads it.
 */
export { browserFamily } from "./browser";
export { changeRole, deskAccounts, invite, lastOwnerRefusal, removeTwoFactor, sendReset, setDisabled } from "./desk";
export type { Delivery, DeskAccount } from "./desk";
export {
  deviceCookieName,
  deviceCookieOptions,
  deviceToken,
  typedEmailCookieName,
  typedEmailCookieOptions,
} from "./device";
export { requestReset, resetRequestCounters } from "./forgot";
export { accountKey, signInGuards } from "./guard";
export { hashGate } from "./hash-gate";
export { copyStaffAccount } from "./import";
export { staffLinkPreparer } from "./link-mail";
export { linkPath, openInvitations, openLink, spendLink } from "./links";
export type { LinkPurpose } from "./links";
export { hashPassword, isPasswordRefusal, minimumPasswordLength, passwordRefusal, verifyPassword } from "./password";
export { pendingCookieName, pendingCookieOptions } from "./pending-cookie";
export { can, doctorScope, isRole, roleLabels, roles } from "./policy";
export type { Permission, Role } from "./policy";
export {
  announceOwnerSetUp,
  codeMatches,
  createFirstOwner,
  currentSetUpCode,
  spendSetUpCode,
  storeHasNoStaff,
} from "./setup";
export { mustEnrol, pendingSignIn, sessionAccount, signIn, signInWithCode, signOut } from "./sign-in";
export type { SignInDeps } from "./sign-in";
export { staffStore } from "./store";
export type { StaffAccount } from "./store";
export {
  matchingStep,
  newTotpSecret,
  qrCodeSvg,
  recoveryCodeHash,
  recoveryCodesOf,
  totpSecretText,
  totpUri,
} from "./two-factor";
export * from "./client";
