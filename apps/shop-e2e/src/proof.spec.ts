import { silkscreenProofJourney } from './support/proof.ts';
import { test } from './support/test.ts';

test('a guest sets the print width and place of a silk-screen order, sees the mock-up follow and the preflight change', async ({
  page,
  request,
}) => {
  await silkscreenProofJourney(page, request, 'proof-desktop');
});
