"use client";

import { Link } from "@/components/ui/link";
import { Trash2 } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, SheetContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { cartCredit, cartTotal, formatUsd } from "@/lib/cart/cart";
import { cart, useCart } from "@/lib/cart/store";
import { checkoutHref } from "@/lib/payments/client";
import type { DialogProps } from "./lazy-dialog";

/**
 * The cart. Proceed to Checkout opens the checkout page with the cart's plan ids in its address
 * (docs/payments.md): that page, rendered by the server, shows what is charged and when, asks for
 * name, e-mail and phone, and goes on to Stripe's payment page, or, while payments are off, sends
 * a request the clinic answers with a payment link. The cart is kept until the visitor clears it.
 */
export default function CartDrawer({ open, onOpenChange }: DialogProps) {
  const items = useCart();
  const clear = () => {
    cart.clear();
    void toast("Cart cleared");
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby="cart-summary">
        <div className="border-b border-line px-6 py-5 pr-16">
          <DialogTitle className="font-serif text-2xl text-ink">Your cart</DialogTitle>
          <DialogDescription id="cart-summary" className="text-sm text-muted">
            {items.length === 0
              ? "Your cart is empty."
              : `${items.length} ${items.length === 1 ? "plan" : "plans"} selected`}
          </DialogDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-4">
          {items.length === 0 ? (
            <div className="py-10 text-center">
              <p className="text-body">Plans you choose on Book My Diet appear here.</p>
              <Link href="/book-my-diet" className="mt-4 inline-flex min-h-11 items-center link-brand">
                See the diet plans
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-line" aria-label="Cart items">
              {items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{item.name}</p>
                    <p className="text-sm text-muted">
                      {item.duration}
                      {item.badge ? (
                        <span className="ml-2 rounded-full bg-saffron-soft px-2 py-0.5 text-xs font-bold text-saffron">
                          {item.badge}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <p className="font-semibold text-ink">{formatUsd(item.price)}</p>
                  <button
                    type="button"
                    className="-mt-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-danger"
                    aria-label={`Remove ${item.name}`}
                    onClick={() => cart.remove(item.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {items.length > 0 ? (
          <div className="border-t border-line bg-cream px-6 py-5">
            {cartCredit(items) ? (
              <p className="mb-1 flex items-center justify-between text-sm text-ink">
                <span>Intro plan credited against the first month</span>
                <span data-testid="cart-credit">−{formatUsd(cartCredit(items))}</span>
              </p>
            ) : null}
            <p className="flex items-center justify-between text-lg font-semibold text-ink">
              <span>Total</span>
              <span data-testid="cart-total">{formatUsd(cartTotal(items))}</span>
            </p>
            <p className="mt-1 text-sm text-muted">
              Prices in US dollars. The next page shows what is charged today and each month.
            </p>
            <Link
              href={checkoutHref(items.map((i) => i.id))}
              className={buttonVariants({ className: "mt-4 w-full" })}
              onClick={() => onOpenChange(false)}
            >
              Proceed to Checkout
            </Link>
            <Button variant="secondary" className="mt-2 w-full" onClick={clear}>
              Clear Cart
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Dialog>
  );
}
