import Link from "next/link";
import { Container } from "@/components/ui/container";
import { mainNav } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { CartButton } from "./cart-button";
import { DialpadButton } from "./dialpad-button";
import { DiseaseMenu } from "./disease-menu";
import { Logo } from "./logo";
import { menuCategories } from "./menu-data";
import { MobileMenu } from "./mobile-menu";
import { PhoneButton } from "./phone-button";

export function Header() {
  const categories = menuCategories();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <Container className="relative flex h-16 items-center gap-2 max-sm:px-3">
        <Logo />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 lg:flex">
          {/* The logo already links home, so the desktop bar starts at About. */}
          {mainNav.slice(1, 2).map((link) => (
            <NavLink key={link.href} {...link} />
          ))}
          <DiseaseMenu categories={categories} />
          {mainNav.slice(2).map((link) => (
            <NavLink key={link.href} {...link} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-3">
          <PhoneButton phone={siteConfig.phone} dial={siteConfig.phoneDial} />
          <DialpadButton phone={siteConfig.phone} dial={siteConfig.phoneDial} />
          <CartButton />
          <MobileMenu links={mainNav} categories={categories} />
        </div>
      </Container>
    </header>
  );
}

function NavLink({ href, label }: { href: string; label: string }) {
  return (
    <Link prefetch={false} href={href} className="inline-flex min-h-11 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-ink hover:bg-highlight-soft hover:text-brand">
      {label}
    </Link>
  );
}
