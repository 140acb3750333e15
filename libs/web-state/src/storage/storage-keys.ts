/**
 * The localStorage keys of the guest cart, the session and the stored print orders, in a module of
 * their own: the storefront's first load checks whether a cart, a session or a print order is stored
 * (to load the code that reads it at once, or only when needed) without bringing the storage parsers
 * (valibot, cart-domain) along.
 */
export const GUEST_CART_KEY = 'shop.guest-cart';

/** The localStorage key of the session. */
export const SESSION_KEY = 'shop.session';

/** The localStorage key of the stored print orders (spec §3 "Stored print orders"). */
export const PRINT_ORDERS_KEY = 'shop.printOrders';

/** The localStorage key of the server cart a browser keeps between page loads (with its customer's id). */
export const SERVER_CART_KEY = 'shop.serverCart';
