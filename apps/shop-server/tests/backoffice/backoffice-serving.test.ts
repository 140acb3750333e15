/**
 * Serving the back office (web/backoffice.ts) over real HTTP on the real app: /admin and every path
 * under it answer the build's index.html with the response's nonce and the back office's own
 * Content-Security-Policy, never cached; hashed files are cached for good; a missing build is a
 * Japanese 503; the storefront's pages keep their own policy.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import { BACKOFFICE_ASSETS_BASE, mountBackoffice } from '../../src/web/backoffice.ts';
import { IMMUTABLE_CACHE } from '../../src/web/storefront.ts';
import { freshDatabase } from '../support/database.ts';
import { appOn, listenLocally } from '../support/server.ts';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <title>管理画面 | プリントファクトリー</title>
    <script type="module" crossorigin src="/admin-assets/assets/index-B1a2C3d4.js"></script>
    <link rel="stylesheet" crossorigin href="/admin-assets/assets/index-D5e6F7g8.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

async function serveWith(buildDir: string) {
  const db = await freshDatabase();
  const config = readConfig({ PORT: '0' });
  const { app, files } = appOn(db, config);
  const logs: string[] = [];
  mountBackoffice(app, { config }, buildDir, (line) => logs.push(line));
  app.get('/', (c) => c.html('<!doctype html><p>storefront</p>'));
  const listening = await listenLocally(app);
  return {
    url: listening.url,
    logs,
    async close() {
      await listening.close();
      await db.close();
      await files.remove();
    },
  };
}

describe('the back office build', () => {
  let dir: string;
  let served: Awaited<ReturnType<typeof serveWith>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backoffice-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    await writeFile(join(dir, 'assets', 'index-B1a2C3d4.js'), 'console.log(1)');
    served = await serveWith(dir);
  });
  afterAll(async () => {
    await served.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/login', '/admin/setup/abc', '/admin/audit'])(
    '%s answers the app with a nonce and the back office policy',
    async (path) => {
      const answer = await fetch(`${served.url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toBe(
        `default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      );
      const html = await answer.text();
      expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/admin-assets/assets/index-B1a2C3d4.js">`);
    },
  );

  it("the storefront's pages keep the storefront's policy", async () => {
    const csp = (await fetch(`${served.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toContain("default-src 'none'");
  });

  it('hashed files are immutable; a missing file and the raw index.html are plain 404s', async () => {
    const file = await fetch(`${served.url}${BACKOFFICE_ASSETS_BASE}assets/index-B1a2C3d4.js`);
    expect([file.status, file.headers.get('cache-control')]).toEqual([200, IMMUTABLE_CACHE]);
    expect((await fetch(`${served.url}${BACKOFFICE_ASSETS_BASE}assets/gone.js`)).status).toBe(404);
    expect((await fetch(`${served.url}${BACKOFFICE_ASSETS_BASE}index.html`)).status).toBe(404);
  });
});

describe('without a build', () => {
  it('answers a Japanese 503 and logs how to build it', async () => {
    const served = await serveWith(join(tmpdir(), 'no-such-backoffice-build'));
    try {
      const answer = await fetch(`${served.url}/admin/login`);
      expect(answer.status).toBe(503);
      expect(await answer.text()).toContain('管理画面がまだビルドされていません');
      expect(served.logs.join('\n')).toContain('npx nx run backoffice-web:build');
    } finally {
      await served.close();
    }
  });
});
