import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs the tests on Node 22 or newer (the node devDependency must have installed its binary)', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major, `tests ran on Node ${process.versions.node}`).toBeGreaterThanOrEqual(22);
  });
});
