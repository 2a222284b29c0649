/**
 * Pages where the automatic consultation popup never opens (docs/product.md): a visitor who is
 * booking, paying, or looking at their booking or plan is no one to ask for their details again.
 * The popup looks for `data-no-popup` on the page (components/forms/dialog-host.tsx).
 */
export function NoPopup({ children }: { children: React.ReactNode }) {
  return (
    <div data-no-popup className="contents">
      {children}
    </div>
  );
}
