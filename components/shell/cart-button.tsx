"use client";

import { ShoppingBag } from "lucide-react";
import { Link } from "@/components/ui/link";
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
      {/* The cart is kept by the browser's scripts; with JavaScript off (`noscript:`) the icon leads to the plans, whose Buy now links work without it. */}
      <Link
        href="/book-my-diet#plans"
        className="relative hidden size-11 items-center justify-center rounded-full text-ink hover:bg-highlight-soft noscript:inline-flex"
        aria-label="Cart: needs JavaScript. Diet plans, each with a Buy now link"
        title="The cart needs JavaScript: buy a plan with its Buy now link"
      >
        <ShoppingBag aria-hidden className="size-5" />
      </Link>
      <button
        {...earlyClick}
        type="button"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-highlight-soft noscript:hidden"
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
