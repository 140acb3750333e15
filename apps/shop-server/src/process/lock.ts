import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Takes `<dataDir>/server.lock` so that a second process never opens the same embedded database
 * (two writers corrupt PGlite). A lock left by a process that no longer runs is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
            'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
