import { NoPopup } from "@/components/shell/no-popup";

/** Checkout and its outcomes (paid, cancelled, unavailable): no automatic popup over a visitor who is paying or has just paid. */
export default function CheckoutLayout({ children }: { children: React.ReactNode }) {
  return <NoPopup>{children}</NoPopup>;
}
