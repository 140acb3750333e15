import { describe, expect, it, vi } from 'vitest';
import { onUnauthenticated, reportingUnauthenticated } from './unauthenticated.ts';

describe('401 reporting', () => {
  it('reports every 401 answer and passes every answer on unchanged', async () => {
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    const statuses = [200, 401, 422, 401];
    const fetchFn = reportingUnauthenticated(async () => new Response(null, { status: statuses.shift() }));
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await fetchFn('http://shop.test/api/user')).status);
    expect(answers).toEqual([200, 401, 422, 401]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    await reportingUnauthenticated(async () => new Response(null, { status: 401 }))('http://shop.test/api/user');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
