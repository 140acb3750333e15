/**
 * Named points where the crash test (tests/process/crash.test.ts, docs/decisions/019) kills the
 * server. A server started with `CRASH_POINTS_FILE=<path>` arms the points named in that file (one
 * a line) each time it receives SIGUSR2, and prints `[shop-server] crash point armed`; the first
 * request to reach an armed point prints `[shop-server] crash point <name>` and waits there for
 * ever, so that the test, which reads that line, kills the process (SIGKILL) exactly there. Without
 * the variable (always, in production) no signal handler is installed and `crashPoint` answers at once.
 */
import { readFileSync } from 'node:fs';

/** The points, in the order a purchase passes them. */
export const CRASH_POINTS = [
  /** the order is reserved (stock taken, `placing`), the gateway not called yet */
  'placing:reserved',
  /** inside the gateway's transaction, the charge written but not committed */
  'gateway:charging',
  /** the gateway authorised the card; the order is not finished */
  'placing:authorised',
  /** the order is finished (`received`); the shopper has no answer yet */
  'placing:finished',
  /** 3-D Secure passed at the gateway and confirmed by it; the bridge has not completed the order */
  'bridge:confirmed',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

const file = process.env['CRASH_POINTS_FILE'];
const armed = new Set<string>();
if (file) {
  process.on('SIGUSR2', () => {
    const names = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((name) => (CRASH_POINTS as readonly string[]).includes(name));
    for (const name of names) armed.add(name);
    console.log(`[shop-server] crash point armed: ${names.join(', ') || 'none'}`);
  });
}

/** Waits for ever at `point` when the crash test armed it (once); else answers at once. */
export async function crashPoint(point: CrashPoint): Promise<void> {
  if (armed.size === 0 || !armed.delete(point)) return;
  console.log(`[shop-server] crash point ${point}`);
  await new Promise<never>(() => undefined);
}
