"use client";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { CartItem } from "@/lib/cart/cart";
import { cart } from "@/lib/cart/store";
import { earlyClick } from "@/components/shell/early-clicks";

export function AddPlanButton({ item, featured }: { item: CartItem; featured?: boolean }) {
  return (
    <Button
      {...earlyClick}
      className="mt-6 w-full"
      variant={featured ? "primary" : "secondary"}
      onClick={() => {
        if (cart.add(item) === "added") void toast("Added to cart", { description: `${item.name} added to your cart.` });
        else void toast("Already in your cart", { description: `${item.name} is in your cart once; a plan is bought once.` });
      }}
    >
      Add {item.name} to cart
    </Button>
  );
}
