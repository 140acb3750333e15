import { silkscreenProofJourney } from './support/proof.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px a guest sets the print width and place of a silk-screen order, sees the mock-up follow and the preflight change', async ({
  page,
  request,
}) => {
  await silkscreenProofJourney(page, request, 'proof-mobile');
});
