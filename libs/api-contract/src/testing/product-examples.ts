/**
 * A second colour of the example product (`WIRE_EXAMPLES.productDetail`, product 5), as the product
 * API sends it, for tests that add a colour: black (dark), one size S (SKU 103, 1,320 yen, 20 in stock).
 */
export const BLACK_COLOR_WIRE = {
  id: 12,
  name: 'ブラック',
  hex: '#1a1a1a',
  is_dark: true,
  sizes: [{ id: 23, name: 'S', sku: { id: 103, price: 1320, inventory: { quantity_available: 20 } } }],
};
