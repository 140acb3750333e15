import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { withDatabase } from '../global-setup.ts';

/** A fresh copy of the seeded test database, private to the caller. */
export async function freshDatabase(): Promise<Db> {
  const template = inject('dbTemplate');
  const url = process.env['DATABASE_URL'];
  if (url) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(`create database ${name} template ${template}`);
    await admin.close();
    const db = await openPostgres(withDatabase(url, name), { max: 20 });
    return {
      ...db,
      async close() {
        await db.close();
        const again = await openPostgres(url, { max: 1 });
        await again.exec(`drop database if exists ${name} with (force)`);
        await again.close();
      },
    };
  }
  const dump = await readFile(template);
  return openPglite({ loadDataDir: new Blob([dump]) });
}
