import { NoPopup } from "@/components/shell/no-popup";

/** The purchase e-mail's plan page (and its not-valid page): no automatic popup over a buyer managing their plan. */
export default function PlanLayout({ children }: { children: React.ReactNode }) {
  return <NoPopup>{children}</NoPopup>;
}
