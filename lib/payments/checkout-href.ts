/**
 * The checkout page's address for a cart's plan ids, `/checkout?plans=a,b`: the cart and the plan
 * cards link to it. Its own module, so the cart's script does not carry the plans' catalogue.
 */
export const checkoutHref = (ids: readonly string[]) => `/checkout?plans=${ids.map(encodeURIComponent).join(",")}`;
