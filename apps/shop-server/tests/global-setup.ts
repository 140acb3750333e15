import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded database. PostgreSQL: name of the template database. */
    dbTemplate: string;
  }
}

/**
 * Builds one migrated and seeded database per test run; each test file then starts from a copy of it
 * (tests/support/database.ts), so files never see each other's writes.
 */
export default async function setup(project: TestProject) {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const admin = await openPostgres(url, { max: 1 });
    const name = `shop_template_${process.pid}`;
    await admin.exec(`drop database if exists ${name}`);
    await admin.exec(`create database ${name}`);
    const tpl = await openPostgres(withDatabase(url, name), { max: 2 });
    await migrate(tpl);
    await seedIfEmpty(tpl);
    await tpl.close();
    project.provide('dbTemplate', name);
    return async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db);
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('dbTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
