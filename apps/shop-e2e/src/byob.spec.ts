/**
 * BYOB requests (issue #15) on a shop of this file's own (port 3950 `E2E_OWN_BYOB_PORT`): a guest's
 * request through the three steps, quoted by the operator, the mailed link → registration → the
 * quote accepted into the cart → bought by card at the quoted total. The pages at phone widths are
 * mobile.widths.spec.ts's.
 */
import { byobJourney } from './support/byob.ts';
import { useOwnShop } from './support/own-shop-test.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const shop = useOwnShop(e2ePort('E2E_OWN_BYOB_PORT', 3950), { testTimeout: 180_000, startTimeout: 150_000 });

test('a guest asks for a BYOB quote, the operator quotes it, the guest registers from the mailed link, accepts and buys it', async ({
  page,
}) => {
  await byobJourney(page, shop());
});
