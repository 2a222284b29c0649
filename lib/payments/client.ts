/** What of the payments domain the browser may load: the cart's checkout address. */
export { checkoutHref } from "./checkout-href";
