import type { RegisterOutput } from '@shop/validation';
import { describe, expectTypeOf, it } from 'vitest';
import type { CamelCasedDeep } from '../casing.ts';
import type { CartContentsResponse, CartContentsResponseWire } from './cart.ts';
import type { CartItemEntryResponse, CartItemEntryResponseWire } from './cart-item.ts';
import type { CartProductionCreateRequest, CartProductionCreateRequestWire } from './cart-production.ts';
import type { CartProductionItemGroupDeleteResponse, CartProductionItemGroupDeleteResponseWire } from './cart-production.ts';
import type { ContentQueryRequest, ContentQueryRequestWire } from './feature.ts';
import type { PostListResponse, PostListResponseWire } from './post.ts';
import type { ProductListResponse, ProductListResponseWire, ProductResponse, ProductResponseWire } from './product.ts';
import type { ShopIndexResponse, ShopIndexResponseWire } from './shop-index.ts';
import type { LoginResponse, LoginResponseWire, RegisterRequest, RegisterRequestWire } from './user.ts';

// These assertions are checked by `tsc` (the typecheck target): each output type is exactly its
// wire type with camelCased keys, so nothing is renamed by hand or forgotten in a nested object.
/** The create body as the schema outputs it: the fields with a default (`is_repeatable`, `plates`) are always there. */
type CartProductionCreateWithDefaults = Omit<CartProductionCreateRequestWire, 'is_repeatable' | 'prints'> & {
  is_repeatable: boolean;
  prints: (Omit<CartProductionCreateRequestWire['prints'][number], 'plates'> & { plates: number })[];
};

/**
 * A wire type as the schema outputs it where prints carry `layout` (optional on the wire, null when
 * absent: a print made before layouts existed), to any depth.
 */
type LayoutDefaulted<T> = T extends (infer U)[]
  ? LayoutDefaulted<U>[]
  : T extends object
    ? Omit<{ [K in keyof T]: LayoutDefaulted<T[K]> }, 'layout'> &
        ('layout' extends keyof T ? { layout: LayoutDefaulted<Exclude<T['layout'], undefined>> } : unknown)
    : T;

describe('output types are the camelCased wire types', () => {
  it('holds for responses, nested to any depth', () => {
    expectTypeOf<ProductResponse>().toEqualTypeOf<CamelCasedDeep<ProductResponseWire>>();
    expectTypeOf<ProductListResponse>().toEqualTypeOf<CamelCasedDeep<ProductListResponseWire>>();
    expectTypeOf<CartContentsResponse>().toEqualTypeOf<CamelCasedDeep<LayoutDefaulted<CartContentsResponseWire>>>();
    expectTypeOf<CartItemEntryResponse>().toEqualTypeOf<CamelCasedDeep<CartItemEntryResponseWire>>();
    expectTypeOf<CartProductionItemGroupDeleteResponse>().toEqualTypeOf<
      CamelCasedDeep<LayoutDefaulted<CartProductionItemGroupDeleteResponseWire>>
    >();
    expectTypeOf<ShopIndexResponse>().toEqualTypeOf<CamelCasedDeep<ShopIndexResponseWire>>();
    expectTypeOf<PostListResponse>().toEqualTypeOf<CamelCasedDeep<PostListResponseWire>>();
    expectTypeOf<LoginResponse>().toEqualTypeOf<CamelCasedDeep<LoginResponseWire>>();
  });

  it('holds for request bodies', () => {
    expectTypeOf<CartProductionCreateRequest>().toEqualTypeOf<CamelCasedDeep<LayoutDefaulted<CartProductionCreateWithDefaults>>>();
    expectTypeOf<ContentQueryRequest>().toEqualTypeOf<CamelCasedDeep<ContentQueryRequestWire>>();
    // Form schemas accept missing fields (to say which are required), so compare with their output.
    expectTypeOf<RegisterRequest>().toEqualTypeOf<CamelCasedDeep<RegisterOutput>>();
    expectTypeOf<RegisterRequestWire>().toHaveProperty('password_confirmation');
  });

  it('names the fields as the spec does, camelCased', () => {
    expectTypeOf<ProductResponse['data']['printMethods'][number]['printSpecs'][number]['printCategory']>()
      .toHaveProperty('shortTermPlatePrice')
      .toEqualTypeOf<number>();
    expectTypeOf<CartContentsResponse['data']>().toHaveProperty('cartReorders');
    expectTypeOf<RegisterRequest>().toHaveProperty('passwordConfirmation').toEqualTypeOf<string>();
  });
});
