import { Logo } from "@/components/shell/logo";
import { Container } from "@/components/ui/container";
import { InboxNav } from "./_components/inbox-nav";

/** The clinic's own pages: no public menus, cart or popups, only the way back to the site. */
export default function InboxLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-cream">
        <Container className="flex flex-wrap items-center justify-between gap-x-3 py-2">
          <Logo />
          <InboxNav />
        </Container>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
