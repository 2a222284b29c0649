"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { ArrowLeft, Trash2 } from "lucide-react";
import { LeadForm } from "@/components/forms/lead-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, SheetContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { cartTotal, formatUsd } from "@/lib/cart/cart";
import { cart, useCart } from "@/lib/cart/store";
import type { DialogProps } from "./lazy-dialog";

/**
 * The cart. Proceed to Checkout asks for name, e-mail and phone and sends a 'Plan Checkout'
 * lead with the plans and total (docs/product.md, Forms): no payment is taken, the clinic calls back.
 */
export default function CartDrawer({ open, onOpenChange }: DialogProps) {
  const items = useCart();
  const [checkout, setCheckout] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const clear = () => {
    cart.clear();
    void toast("Cart cleared");
  };
  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) setCheckout(false);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <SheetContent aria-describedby="cart-summary" closeDisabled={submitting}>
        <div className="border-b border-line px-6 py-5 pr-16">
          <DialogTitle className="font-serif text-2xl text-ink">{checkout && items.length ? "Checkout" : "Your cart"}</DialogTitle>
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
          ) : checkout ? (
            <div className="py-2">
              <button
                type="button"
                onClick={() => setCheckout(false)}
                disabled={submitting}
                className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand hover:bg-highlight-soft"
              >
                <ArrowLeft aria-hidden className="size-4" /> Back to cart
              </button>
              <p className="mt-2 text-sm">
                {items.map((i) => i.name).join(", ")}: <strong className="text-ink">{formatUsd(cartTotal(items))}</strong>. Leave your
                details and we will call you within 24 hours to confirm your plan and arrange payment. Nothing is charged now.
              </p>
              <LeadForm
                formType="Plan Checkout"
                submitLabel="Request My Plan"
                hidden={{ items: items.map((i) => i.id).join(",") }}
                className="mt-4"
                onSubmittingChange={setSubmitting}
                onSuccess={() => {
                  cart.clear();
                  setCheckout(false);
                  onOpenChange(false);
                }}
              />
            </div>
          ) : (
            <ul className="divide-y divide-line" aria-label="Cart items">
              {items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{item.name}</p>
                    <p className="text-sm text-muted">
                      {item.duration}
                      {item.badge ? <span className="ml-2 rounded-full bg-saffron-soft px-2 py-0.5 text-xs font-bold text-saffron">{item.badge}</span> : null}
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
        {items.length > 0 && !checkout ? (
          <div className="border-t border-line bg-cream px-6 py-5">
            <p className="flex items-center justify-between text-lg font-semibold text-ink">
              <span>Total</span>
              <span data-testid="cart-total">{formatUsd(cartTotal(items))}</span>
            </p>
            <p className="mt-1 text-sm text-muted">Prices in US dollars. No payment is taken online.</p>
            <Button className="mt-4 w-full" onClick={() => setCheckout(true)}>
              Proceed to Checkout
            </Button>
            <Button variant="secondary" className="mt-2 w-full" onClick={clear}>
              Clear Cart
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Dialog>
  );
}
