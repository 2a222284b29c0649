import { Search } from "lucide-react";
import { SearchBox } from "@/components/search/search-box";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { mainNav, menuExtras } from "@/lib/routes";
import { searchIndexPath } from "@/lib/search/index-json";
import { liveSite } from "@/lib/site";
import { CartButton } from "./cart-button";
import { DialpadButton } from "./dialpad-button";
import { DiseaseMenu } from "./disease-menu";
import { Logo } from "./logo";
import { desktopMenuItemsHtml, menuCategories, mobileMenuItemsHtml } from "./menu-data";
import { MobileMenu } from "./mobile-menu";
import { PhoneButton } from "./phone-button";

export async function Header() {
  const siteConfig = await liveSite();
  const categories = menuCategories();
  const indexUrl = searchIndexPath();
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
          <DiseaseMenu itemsHtml={desktopMenuItemsHtml(categories)} />
          {mainNav.slice(2).map((link) => (
            <NavLink key={link.href} {...link} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-3">
          {/* The bar has no room for a box beside the menus: the icon opens it under the bar, a native disclosure that needs no script.
              Below 360 px there is no room for the icon either: the phone menu has the box. */}
          <details className="group/search max-[359px]:hidden">
            <summary
              aria-label="Search"
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-highlight-soft [&::-webkit-details-marker]:hidden"
            >
              <Search aria-hidden className="size-5 group-open/search:text-brand" />
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-line bg-cream px-4 py-3 shadow-md">
              <SearchBox indexUrl={indexUrl} focusOnOpen className="mx-auto max-w-xl" />
            </div>
          </details>
          {/* From 1024 to 1279 px the desktop links leave no room for it; the side panel and the contact page have it there. */}
          <WhatsAppLink
            number={siteConfig.whatsapp}
            label="Chat with us on WhatsApp"
            className="hidden size-11 items-center justify-center rounded-full text-brand hover:bg-highlight-soft sm:inline-flex lg:hidden xl:inline-flex"
            iconClassName="size-5"
          >
            {null}
          </WhatsAppLink>
          <PhoneButton phone={siteConfig.phone} dial={siteConfig.phoneDial} />
          <DialpadButton phone={siteConfig.phone} dial={siteConfig.phoneDial} />
          <CartButton />
          <MobileMenu
            links={mainNav}
            extraLinks={menuExtras}
            categoriesHtml={mobileMenuItemsHtml(categories)}
            search={<SearchBox indexUrl={indexUrl} inline label="Search the site" />}
            whatsapp={
              siteConfig.whatsapp ? (
                <WhatsAppLink
                  number={siteConfig.whatsapp}
                  className="flex min-h-12 items-center gap-2 text-base font-medium text-brand"
                  iconClassName="size-5"
                >
                  Chat with us on WhatsApp
                </WhatsAppLink>
              ) : null
            }
          />
        </div>
      </Container>
    </header>
  );
}

function NavLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-ink hover:bg-highlight-soft hover:text-brand"
    >
      {label}
    </Link>
  );
}
