"use client";

import { useEffect } from "react";
import { cart } from "@/lib/cart/store";

/** Back from Stripe's payment page: the plans were checked out, so the cart starts empty again. */
export function ForgetCart() {
  useEffect(() => cart.clear(), []);
  return null;
}
