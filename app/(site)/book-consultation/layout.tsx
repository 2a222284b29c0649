import { NoPopup } from "@/components/shell/no-popup";

/** Booking, its confirmation and the manage page: no automatic popup over a visitor who is booking or looking at their booking. */
export default function BookingLayout({ children }: { children: React.ReactNode }) {
  return <NoPopup>{children}</NoPopup>;
}
