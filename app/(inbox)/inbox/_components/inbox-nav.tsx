import { LogOut } from "lucide-react";
import { ActionForm } from "@/components/ui/action-form";
import { signOutAction } from "../sign-in/actions";
import { currentStaff } from "../session";

const links = [
  ["/inbox", "Leads"],
  ["/inbox/overview", "Overview"],
  ["/inbox/agenda", "Agenda"],
  ["/inbox/hours", "Hours"],
  ["/inbox/privacy", "Privacy requests"],
] as const;

/** The inbox's own menu and who is signed in, with sign-out (a form post, so it works without JavaScript); nothing before sign-in. */
export async function InboxNav() {
  const staff = await currentStaff();
  if (!staff) return null;
  return (
    <nav aria-label="Inbox" className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {links.map(([href, label]) => (
        <a key={href} href={href} className="inline-flex min-h-11 items-center link-brand">
          {label}
        </a>
      ))}
      <span className="text-sm text-muted">Signed in as {staff.name}</span>
      {/* Every inbox page has this menu, and so the /inbox route has the action. */}
      <ActionForm action={signOutAction} page="/inbox">
        <button type="submit" className="inline-flex min-h-11 items-center gap-1 link-brand">
          <LogOut aria-hidden className="size-4" />
          Sign out
        </button>
      </ActionForm>
    </nav>
  );
}
