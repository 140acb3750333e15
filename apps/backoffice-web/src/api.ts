/** The back office's one client (same origin: the browser keeps the staff cookies). */
import { createAdminClient } from '@shop/api-client/admin';

export const admin = createAdminClient({ baseUrl: '' });
export type { AdminClient } from '@shop/api-client/admin';
