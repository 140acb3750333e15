/**
 * Removing uploads nobody needs: a file that no cart print, no order, no saved design and no open shared proof cites (an order keeps its
 * files in `order_files` for good) and that nobody read for ORPHAN_AGE_MS goes, row and bytes
 * (original, thumbnail, preview).
 *
 * Stored print orders live in the browser's localStorage, not on the server, so the server cannot
 * see which files they cite: the browser keeps its files alive by reading them
 * (`GET /api/files/:uuid` marks a file used), and a file it stopped reading for a week is one it no
 * longer holds.
 */
import type { Queryable } from '../db/db.ts';
import { allFileKeys } from './file-keys.ts';
import { deleteIfStillStale, staleUnreferencedFiles } from './file-record-store.ts';
import type { FileStore } from './file-store.ts';

/** How long an unreferenced file is kept after its last use, ms (7 days). */
export const ORPHAN_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the server looks for orphans, ms. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Rows looked at per query. */
const BATCH = 100;

/**
 * Removes every file that nothing cites and nobody used in the ORPHAN_AGE_MS before `now` (epoch ms);
 * answers how many went. The row goes first (only if still stale and uncited at that moment), then
 * its bytes; several processes may run this at once, each file is removed by one of them.
 */
export async function removeOrphanFiles(db: Queryable, store: FileStore, now: number): Promise<number> {
  const before = new Date(now - ORPHAN_AGE_MS);
  let removed = 0;
  for (;;) {
    const batch = await staleUnreferencedFiles(db, before, BATCH);
    for (const file of batch) {
      if (!(await deleteIfStillStale(db, file.uuid, before))) continue;
      await Promise.all(allFileKeys(file.uuid).map((key) => store.delete(key)));
      removed++;
    }
    if (batch.length < BATCH) return removed;
  }
}

export interface OrphanSweeper {
  /** Stops the timer and waits for a pass under way (at shutdown, before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs `removeOrphanFiles` every `every` ms (first after one interval) on an unref'd timer, so it
 * never keeps the process alive; a failed pass is logged and the next one tries again.
 */
export function startOrphanSweeper(
  db: Queryable,
  store: FileStore,
  {
    now,
    every = ORPHAN_SWEEP_EVERY_MS,
    log = (line) => console.log(`[shop-server] ${line}`),
  }: { now: () => number; every?: number; log?: (line: string) => void },
): OrphanSweeper {
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = removeOrphanFiles(db, store, now())
      .then((removed) => {
        if (removed > 0) log(`removed ${removed} unused uploaded file(s)`);
      })
      .catch((error: unknown) => console.error('[shop-server] removing unused uploaded files failed:', error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, every);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
