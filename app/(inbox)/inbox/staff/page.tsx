import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { sectionClass } from "../agenda/parts";
import { FieldError, inputClass } from "../_components/field";
import { requirePermission } from "../session";
import { changeRoleAction, inviteAction, removeTwoFactorAction, sendResetAction, setDisabledAction } from "./actions";
import { shownLinkCookieName, shownLinkOf } from "./shown-link";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { bookingDoctors } from "@/lib/booking";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import {
  deskAccounts,
  lastOwnerRefusal,
  type DeskAccount,
  openInvitations,
  roleLabels,
  roles,
  mustEnrol,
} from "@/lib/staff";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const page = "/inbox/staff";
const label = "font-semibold text-ink";

const done: Record<string, string> = {
  "invited-email": "The invitation is stored and is being e-mailed. Its link works once, for 72 hours.",
  "invited-screen": "The invitation is stored. Copy its link below now and pass it on: it is shown only this once.",
  "reset-email": "A reset link is stored and is being e-mailed; the account's sessions have been signed out.",
  "reset-screen":
    "A reset link is stored and the account's sessions have been signed out. Copy the link below now: it is shown only this once.",
  role: "The role is changed; the account's next page is read under it.",
  disabled: "The account is disabled and every session of it has ended.",
  enabled: "The account is enabled again; its person signs in with their password.",
  "two-factor-removed":
    "Two-factor sign-in is removed and the account's sessions have ended: its person signs in with their password, and enrols an app again where their role requires it.",
};

/**
 * The clinic's staff (docs/inbox.md, Staff accounts), for owners: every account and the open
 * invitations, with forms to invite, change a role, disable or enable, and send a reset link.
 * Every form is a plain post (works without JavaScript), checked again by its action.
 */
export default async function StaffPage({ searchParams }: Props) {
  await connection();
  const me = await requirePermission("staff.manage");
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const account = query.text("account", 64);
  const now = new Date();
  const db = await database();
  const [accounts, invitations] = await Promise.all([deskAccounts(db, now), openInvitations(db.kysely, now)]);
  const doctors = bookingDoctors();
  const doctorName = (id: string | null) => (id ? (doctors.find((d) => d.id === id)?.name ?? id) : "");
  const zone = config().timeZone;
  const time = (at: Date | null) => (at ? clinicTime(at.toISOString(), zone) : "never");
  const shown = shownLinkOf((await cookies()).get(shownLinkCookieName)?.value);
  const message = done[query.text("done")];
  const byEmail = Boolean(config().delivery.email);

  const inviteError: Record<string, [string, string]> = {
    name: ["name", "Please type the person's name."],
    email: ["email", "Please type an e-mail address, such as name@example.com."],
    exists: ["email", "An account with this e-mail address exists already."],
    role: ["role", "Please choose a role."],
    doctor: ["doctor", "A doctor's account names their doctor on the roster: please choose one."],
  };
  const [errorField, errorText] = inviteError[error] ?? ["", ""];
  const typed = (name: string) => (error in inviteError ? query.text(name, 320) : "");

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Staff">
        <p>
          Every account of the clinic&apos;s inbox, and the invitations not accepted yet. Each change is recorded in the
          audit.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        {message ? (
          <p role="status" className="max-w-2xl rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            {message}
          </p>
        ) : null}
        {error === "missing" ? (
          <p role="alert" className="max-w-2xl rounded-xl border border-danger bg-white px-4 py-3 text-ink">
            That account no longer exists.
          </p>
        ) : null}

        {shown ? (
          <section id="link" aria-labelledby="link-title" className={`${sectionClass} max-w-2xl space-y-2`}>
            <h2 id="link-title" className="text-xl font-semibold text-ink">
              The link for {shown.email}
            </h2>
            <p className="text-sm">
              The server does not send e-mail, so pass this on yourself, privately. It works once, for 72 hours.
            </p>
            <p>
              <code data-testid="shown-link" className="block rounded-lg bg-highlight-soft p-3 text-sm break-all">
                {`${config().site.url}${shown.path}`}
              </code>
            </p>
          </section>
        ) : null}

        <section id="invite" aria-labelledby="invite-title" className={`${sectionClass} max-w-2xl space-y-4`}>
          <h2 id="invite-title" className="text-xl font-semibold text-ink">
            Invite a colleague
          </h2>
          <p className="text-sm text-muted">
            {byEmail
              ? "They get an e-mail with a link that sets their password once, within 72 hours."
              : "The server does not send e-mail: the link that sets their password is shown here once, for you to pass on."}
          </p>
          <ActionForm action={inviteAction} page={page} className="space-y-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="invite-name" className={label}>
                Name
              </label>
              <input
                id="invite-name"
                name="name"
                type="text"
                autoComplete="off"
                required
                maxLength={200}
                defaultValue={typed("name")}
                aria-invalid={errorField === "name" || undefined}
                aria-describedby={errorField === "name" ? "invite-name-error" : undefined}
                className={inputClass}
              />
              <FieldError id="invite-name-error" message={errorField === "name" ? errorText : undefined} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="invite-email" className={label}>
                E-mail address
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                autoComplete="off"
                required
                maxLength={320}
                defaultValue={typed("email")}
                aria-invalid={errorField === "email" || undefined}
                aria-describedby={errorField === "email" ? "invite-email-error" : undefined}
                className={inputClass}
              />
              <FieldError id="invite-email-error" message={errorField === "email" ? errorText : undefined} />
            </div>
            <RoleFields
              idPrefix="invite"
              role={typed("role") || "reception"}
              doctor={typed("doctor")}
              doctors={doctors}
              errorField={errorField}
              errorText={errorText}
            />
            <button type="submit" className={buttonVariants()}>
              Invite
            </button>
          </ActionForm>
        </section>

        <section id="accounts" aria-labelledby="accounts-title" className="space-y-4">
          <h2 id="accounts-title" className="text-xl font-semibold text-ink">
            Accounts ({accounts.length})
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {accounts.map((a) => (
              <AccountCard
                key={a.id}
                account={a}
                accounts={accounts}
                doctors={doctors}
                doctorName={doctorName(a.doctorId)}
                time={time}
                self={a.id === me.id}
                error={account === a.id ? error : ""}
              />
            ))}
          </ul>
        </section>

        <section id="invitations" aria-labelledby="invitations-title" className="space-y-4">
          <h2 id="invitations-title" className="text-xl font-semibold text-ink">
            Open invitations ({invitations.length})
          </h2>
          {invitations.length ? (
            <div className="overflow-x-auto rounded-2xl border border-line bg-white">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="p-3">
                      Name
                    </th>
                    <th scope="col" className="p-3">
                      E-mail
                    </th>
                    <th scope="col" className="p-3">
                      Role
                    </th>
                    <th scope="col" className="p-3">
                      Invited by
                    </th>
                    <th scope="col" className="p-3">
                      Link ends
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.map((i) => (
                    <tr key={i.id} className="border-b border-line last:border-0" data-testid="invitation">
                      <th scope="row" className="p-3 font-normal">
                        {i.name}
                      </th>
                      <td className="p-3 break-all">{i.email}</td>
                      <td className="p-3">
                        {i.role ? roleLabels[i.role] : ""}
                        {i.doctorId ? ` (${doctorName(i.doctorId)})` : ""}
                      </td>
                      <td className="p-3">{i.invitedBy}</td>
                      <td className="p-3 whitespace-nowrap">{time(i.expiresAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-sm text-muted">None.</p>
          )}
        </section>
      </Container>
    </>
  );
}

function RoleFields({
  idPrefix,
  role,
  doctor,
  doctors,
  errorField,
  errorText,
}: {
  idPrefix: string;
  role: string;
  doctor: string;
  doctors: ReadonlyArray<{ id: string; name: string }>;
  errorField: string;
  errorText: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-role`} className={label}>
          Role
        </label>
        <select
          id={`${idPrefix}-role`}
          name="role"
          defaultValue={role}
          aria-invalid={errorField === "role" || undefined}
          aria-describedby={errorField === "role" ? `${idPrefix}-role-error` : undefined}
          className={inputClass}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </select>
        <FieldError id={`${idPrefix}-role-error`} message={errorField === "role" ? errorText : undefined} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-doctor`} className={label}>
          Doctor (for the doctor role)
        </label>
        <select
          id={`${idPrefix}-doctor`}
          name="doctor"
          defaultValue={doctor}
          aria-invalid={errorField === "doctor" || undefined}
          aria-describedby={errorField === "doctor" ? `${idPrefix}-doctor-error` : undefined}
          className={inputClass}
        >
          <option value="">Not a doctor</option>
          {doctors.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <FieldError id={`${idPrefix}-doctor-error`} message={errorField === "doctor" ? errorText : undefined} />
      </div>
    </div>
  );
}

function AccountCard({
  account: a,
  accounts,
  doctors,
  doctorName,
  time,
  self,
  error,
}: {
  account: DeskAccount;
  accounts: DeskAccount[];
  doctors: ReadonlyArray<{ id: string; name: string }>;
  doctorName: string;
  time: (at: Date | null) => string;
  self: boolean;
  error: string;
}) {
  // The same refusal the domain gives, shown before anyone tries: the clinic keeps one enabled owner.
  const lastOwner = lastOwnerRefusal(accounts, a.id, { disabled: true });
  const changeError: Record<string, [string, string]> = {
    "change-role": ["role", "Please choose a role."],
    "change-doctor": ["doctor", "A doctor's account names their doctor on the roster: please choose one."],
  };
  const [errorField, errorText] = changeError[error] ?? ["", ""];
  const id = `account-${a.id}`;
  return (
    <li id={id} data-testid="account" className={`${sectionClass} space-y-4`}>
      <div>
        <h3 className="text-lg font-semibold text-ink">{a.name}</h3>
        <p className="text-sm break-all">{a.email}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Role</dt>
        <dd data-testid="account-role">
          {roleLabels[a.role]}
          {doctorName ? ` (${doctorName})` : ""}
        </dd>
        <dt className="font-semibold">State</dt>
        <dd data-testid="account-state">{a.disabledAt ? `Disabled since ${time(a.disabledAt)}` : "Enabled"}</dd>
        <dt className="font-semibold">Created</dt>
        <dd>{time(a.createdAt)}</dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>{time(a.lastSignInAt)}</dd>
        <dt className="font-semibold">Open sessions</dt>
        <dd data-testid="account-sessions">{a.openSessions}</dd>
        <dt className="font-semibold">Two-factor</dt>
        <dd data-testid="account-two-factor">
          {a.twoFactorSince
            ? `On since ${time(a.twoFactorSince)}`
            : mustEnrol(a, config().inbox.requireTwoFactor)
              ? "Off: asked to enrol at the next sign-in"
              : "Off"}
        </dd>
      </dl>
      {error === "last-owner" || lastOwner ? (
        <p
          id={`${id}-owner`}
          role={error === "last-owner" ? "alert" : undefined}
          className="text-sm font-semibold text-danger"
        >
          {lastOwner ??
            "This is the clinic's only enabled owner: make another account an owner first, so that someone can still manage the staff."}
        </p>
      ) : null}
      {error === "two-factor-none" ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          This account has no two-factor sign-in to remove.
        </p>
      ) : null}
      {error === "reset-missing" ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          A disabled account gets no reset link: enable it first.
        </p>
      ) : null}
      <ActionForm action={changeRoleAction} page={page} className="space-y-3" aria-label={`Role of ${a.name}`}>
        <input type="hidden" name="account" value={a.id} />
        <RoleFields
          idPrefix={`${id}-change`}
          role={a.role}
          doctor={a.doctorId ?? ""}
          doctors={doctors}
          errorField={errorField}
          errorText={errorText}
        />
        <button
          type="submit"
          aria-describedby={lastOwner ? `${id}-owner` : undefined}
          className={buttonVariants({ variant: "secondary" })}
        >
          Change role
        </button>
      </ActionForm>
      <div className="flex flex-wrap gap-3">
        <ActionForm action={setDisabledAction} page={page}>
          <input type="hidden" name="account" value={a.id} />
          <input type="hidden" name="disable" value={a.disabledAt ? "0" : "1"} />
          <button
            type="submit"
            aria-describedby={lastOwner ? `${id}-owner` : undefined}
            className={buttonVariants({ variant: "secondary" })}
          >
            {a.disabledAt ? `Enable ${a.name}` : `Disable ${a.name}`}
          </button>
        </ActionForm>
        {a.disabledAt ? null : (
          <ActionForm action={sendResetAction} page={page}>
            <input type="hidden" name="account" value={a.id} />
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Send a password reset link
            </button>
          </ActionForm>
        )}
        {a.twoFactorSince && !self ? (
          <ActionForm action={removeTwoFactorAction} page={page}>
            <input type="hidden" name="account" value={a.id} />
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Remove two-factor sign-in
            </button>
          </ActionForm>
        ) : null}
      </div>
      {a.twoFactorSince && self ? (
        <p className="text-sm text-muted">Your own two-factor sign-in is changed on your account page.</p>
      ) : null}
    </li>
  );
}
