"use client";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { CartItem } from "@/lib/cart/cart";
import { cart } from "@/lib/cart/store";
import { earlyClick } from "@/components/shell/early-clicks";

/**
 * The cart lives in the browser's storage, so with JavaScript off the button could do nothing:
 * it is hidden then (`noscript:`, the media query `scripting: none`) and a line says how to buy
 * without it. Before the scripts load it stays, and a tap is carried out once they have.
 */
export function AddPlanButton({ item, featured }: { item: CartItem; featured?: boolean }) {
  return (
    <>
      <p className="mt-6 hidden text-sm text-muted noscript:block">
        The cart needs JavaScript, which is off in this browser: Buy now takes this plan to checkout.
      </p>
      <AddButton item={item} featured={featured} />
    </>
  );
}

function AddButton({ item, featured }: { item: CartItem; featured?: boolean }) {
  return (
    <Button
      {...earlyClick}
      className="mt-6 w-full noscript:hidden"
      variant={featured ? "primary" : "secondary"}
      onClick={() => {
        const outcome = cart.add(item);
        if (outcome.status === "added")
          void toast("Added to cart", { description: `${item.name} added to your cart.` });
        else if (outcome.status === "replaced")
          void toast("Plan replaced in your cart", {
            description: `${item.name} replaces ${outcome.replaced.name}: one monthly plan is bought at a time.`,
          });
        else
          void toast("Already in your cart", {
            description: `${item.name} is in your cart once; a plan is bought once.`,
          });
      }}
    >
      Add {item.name} to cart
    </Button>
  );
}
