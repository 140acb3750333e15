import { describe, expect, it } from 'vitest';
import { recoverableErrorMessage } from './recoverable-error.ts';

describe('recoverable errors', () => {
  it('name the error, what a component threw (its cause) and the component stack', () => {
    const thrown = new TypeError('product.colors is undefined');
    const message = recoverableErrorMessage(new Error('Minified React error #422', { cause: thrown }), {
      componentStack: '\n    at ProductPageBody\n    at Island',
    });
    expect(message).toContain('Error: Minified React error #422');
    expect(message).toContain('cause: TypeError: product.colors is undefined');
    expect(message).toContain('component stack:\n    at ProductPageBody');
  });

  it('take values that are not errors', () => {
    expect(recoverableErrorMessage('plain text')).toBe('plain text');
  });
});
