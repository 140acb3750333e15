/**
 * The localStorage keys of the guest cart, in a module of their own: the storefront's first load
 * checks whether a cart is stored (to load the cart store at once, or only at the first input)
 * without bringing the cart's storage parser (valibot, cart-domain) along.
 */
export const GUEST_CART_KEY = 'shop.guest-cart';
