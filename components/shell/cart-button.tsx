"use client";

import { ShoppingBag } from "lucide-react";
import { cartCount } from "@/lib/cart/cart";
import { useCart } from "@/lib/cart/store";
import { dismissToasts } from "@/components/ui/toast";
import { earlyClick } from "./early-clicks";
import { lazyDialog } from "./lazy-dialog";

const useCartDrawer = lazyDialog<object>(() => import("./cart-drawer"));

export function CartButton() {
  const count = cartCount(useCart());
  const drawer = useCartDrawer();
  return (
    <>
      <button
        {...earlyClick}
        type="button"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-highlight-soft"
        aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
        aria-haspopup="dialog"
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => {
          dismissToasts();
          drawer.show();
        }}
      >
        <ShoppingBag aria-hidden className="size-5" />
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-saffron px-1 text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      </button>
      {drawer.render({})}
    </>
  );
}
