/**
 * Booking, its confirmation and the manage page: the automatic consultation popup never opens
 * over a visitor who is booking or looking at their booking (docs/product.md).
 */
export default function BookingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-no-popup className="contents">
      {children}
    </div>
  );
}
