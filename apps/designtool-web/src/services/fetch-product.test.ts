import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { fetchProduct, ProductFetchError } from './fetch-product.ts';

const wire = WIRE_EXAMPLES.productDetail.response;

describe('the product the canvas opens with', () => {
  it('asks for the order group of the product and answers it camelCased, as the API client does', async () => {
    const fetcher = vi.fn(async () => Response.json(wire));
    const product = await fetchProduct('00085-CVT', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/products/00085-CVT?response_group=order',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(product.code).toBe(wire.data.code);
    expect(product.printMethods.length).toBe(wire.data.print_methods.length);
  });

  it('a missing product and an unreachable server fail with their status', async () => {
    const missing = vi.fn(async () => Response.json({ message: 'not found' }, { status: 404 }));
    await expect(fetchProduct('nope', missing as unknown as typeof fetch)).rejects.toEqual(new ProductFetchError(404));
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchProduct('nope', offline as unknown as typeof fetch)).rejects.toMatchObject({ status: 0 });
  });

  it('an answer that is not a product is refused', async () => {
    const wrong = vi.fn(async () => Response.json({ data: { code: 1 } }));
    await expect(fetchProduct('x', wrong as unknown as typeof fetch)).rejects.toThrow();
  });
});
