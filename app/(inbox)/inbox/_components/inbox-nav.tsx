import { LogOut } from "lucide-react";
import { ActionForm } from "@/components/ui/action-form";
import { signOutAction } from "../sign-in/actions";
import { currentStaff } from "../session";
import { can, type Permission } from "@/lib/staff/policy";

/** Each page of the menu and what it takes to open it: an account sees the pages its role opens. */
const links: ReadonlyArray<readonly [string, string, Permission]> = [
  ["/inbox", "Leads", "leads.read"],
  ["/inbox/overview", "Overview", "leads.read"],
  ["/inbox/agenda", "Agenda", "agenda.read"],
  ["/inbox/hours", "Hours", "hours.read"],
  ["/inbox/payments", "Payments", "payments.read"],
  // "Privacy", not "Privacy requests": with Payments the menu must still fit one row at 768 px.
  ["/inbox/privacy", "Privacy", "privacy.read"],
  ["/inbox/staff", "Staff", "staff.manage"],
  ["/inbox/audit", "Audit", "audit.read"],
];

/** The inbox's own menu and who is signed in, with sign-out (a form post, so it works without JavaScript); nothing before sign-in. */
export async function InboxNav() {
  const staff = await currentStaff();
  if (!staff) return null;
  return (
    // Below xl the menu takes its own row under the logo and "Open the website", links on the left and the account on the right,
    // so at 768 px the header is two rows, not three; from md to xl "Signed in as" is read out but not shown, the name stays.
    <nav
      aria-label="Inbox"
      className="order-last flex w-full flex-wrap items-center justify-between gap-x-4 xl:order-none xl:w-auto"
    >
      <div className="flex flex-wrap items-center gap-x-3">
        {links
          .filter(([, , permission]) => can(staff, permission))
          .map(([href, label]) => (
            <a key={href} href={href} className="inline-flex min-h-11 items-center link-brand">
              {label}
            </a>
          ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3">
        {/* The name opens the account's own page (password, two-factor sign-in, sessions): every role has one. */}
        <a href="/inbox/account" className="inline-flex min-h-11 items-center text-sm link-brand">
          <span className="md:max-xl:sr-only">Signed in as&nbsp;</span>
          {staff.name}
        </a>
        {/* Every inbox page has this menu, and so the /inbox route has the action. */}
        <ActionForm action={signOutAction} page="/inbox">
          <button type="submit" className="inline-flex min-h-11 items-center gap-1 link-brand">
            <LogOut aria-hidden className="size-4" />
            Sign out
          </button>
        </ActionForm>
      </div>
    </nav>
  );
}
