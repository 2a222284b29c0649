import { LogOut } from "lucide-react";
import { ActionForm } from "@/components/ui/action-form";
import { Link } from "@/components/ui/link";
import { signOutAction } from "../sign-in/actions";
import { currentStaff } from "../session";
import { can, type Permission } from "@/lib/staff";

/** Each page of the menu and what it takes to open it: an account sees the pages its role opens. */
const links: ReadonlyArray<readonly [string, string, Permission]> = [
  ["/inbox", "Leads", "leads.read"],
  ["/inbox/overview", "Overview", "leads.read"],
  ["/inbox/agenda", "Agenda", "agenda.read"],
  ["/inbox/hours", "Hours", "hours.read"],
  ["/inbox/payments", "Payments", "payments.read"],
  ["/inbox/privacy", "Privacy", "privacy.read"],
  ["/inbox/staff", "Staff", "staff.manage"],
  ["/inbox/site", "Site", "site.edit"],
  ["/inbox/audit", "Audit", "audit.read"],
];

/**
 * The header's right-hand side and the inbox's menu. The account (its name opens /inbox/account,
 * which every role has) and sign-out share the logo's row with "Open the website"; the menu takes
 * a row of its own under them at every width, so a role with more pages never pushes the header
 * into a third row. Sign-out is a form post, so it works without JavaScript; nothing before sign-in.
 */
export async function InboxNav() {
  const staff = await currentStaff();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4">
        {staff && (
          <>
            <Link href="/inbox/account" className="inline-flex min-h-11 items-center text-sm link-brand">
              {/* From md to xl the words are read out but not shown, so the row fits beside the logo at 768 px. */}
              <span className="md:max-xl:sr-only">Signed in as&nbsp;</span>
              {staff.name}
            </Link>
            {/* Every inbox page has this, and so the /inbox route has the action. */}
            <ActionForm action={signOutAction} page="/inbox">
              <button type="submit" className="inline-flex min-h-11 items-center gap-1 link-brand">
                <LogOut aria-hidden className="size-4" />
                Sign out
              </button>
            </ActionForm>
          </>
        )}
        <Link href="/" className="inline-flex min-h-11 items-center link-brand">
          Open the website
        </Link>
      </div>
      {staff && (
        <nav aria-label="Inbox" className="flex w-full flex-wrap items-center gap-x-3">
          {links
            .filter(([, , permission]) => can(staff, permission))
            .map(([href, label]) => (
              <a key={href} href={href} className="inline-flex min-h-11 items-center link-brand">
                {label}
              </a>
            ))}
        </nav>
      )}
    </>
  );
}
