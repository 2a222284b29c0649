import { ToastHost } from "@/components/ui/toast";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/** What every public page sits in: the header, the footer, the toasts and the scroll reset (docs/product.md, The shell). */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ToastHost />
      <ScrollToTop />
    </>
  );
}
