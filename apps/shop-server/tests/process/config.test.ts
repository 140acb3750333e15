import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CLOSURES } from '@shop/business-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClosures, readConfig } from '../../src/config/config.ts';
import { spawnServer } from './server-process.ts';

describe('SHOP_CLOSURES', () => {
  it('defaults to the year-end closure 12-29..01-03 when unset or blank', () => {
    expect(DEFAULT_CLOSURES).toEqual([{ from: '12-29', to: '01-03' }]);
    expect(readConfig({}).closures).toEqual(DEFAULT_CLOSURES);
    expect(readConfig({ SHOP_CLOSURES: '  ' }).closures).toEqual(DEFAULT_CLOSURES);
  });

  it.each<[string, string, { from: string; to: string }[]]>([
    ['a yearly closure wrapping over New Year', '12-29..01-03', [{ from: '12-29', to: '01-03' }]],
    [
      'several closures separated by commas, spaces allowed',
      '12-28..01-05, 08-13..08-16',
      [
        { from: '12-28', to: '01-05' },
        { from: '08-13', to: '08-16' },
      ],
    ],
    ['a one-off closure of full dates', '2027-05-06..2027-05-07', [{ from: '2027-05-06', to: '2027-05-07' }]],
    ['a single day', '02-29..02-29', [{ from: '02-29', to: '02-29' }]],
    ['"none" for no closures at all', 'none', []],
  ])('parses %s', (_rule, raw, expected) => {
    expect(parseClosures(raw)).toEqual(expected);
    expect(readConfig({ SHOP_CLOSURES: raw }).closures).toEqual(expected);
  });

  it.each([
    ['12-29-01-03', 'is not a closure'],
    ['12-29..', 'is not a closure'],
    ['12-29..01-03..01-04', 'is not a closure'],
    ['13-01..01-03', 'is not a closure'],
    ['04-31..05-01', 'is not a closure'],
    ['12-29..2027-01-03', 'is not a closure'],
    ['2027-02-29..2027-03-01', 'is not a closure'],
    ['2027-05-07..2027-05-06', 'ends before it starts'],
    ['12/29..1/3', 'is not a closure'],
  ])('refuses %s with an error naming the variable and the accepted forms', (raw, problem) => {
    expect(() => readConfig({ SHOP_CLOSURES: raw })).toThrow(`SHOP_CLOSURES: "${raw}" ${problem}`);
    if (problem === 'is not a closure') expect(() => parseClosures(raw)).toThrow('use MM-DD..MM-DD (every year, may wrap over New Year)');
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('MAIL_FROM defaults to no-reply at the host of PUBLIC_URL', () => {
    expect(readConfig({ PUBLIC_URL: 'https://shop.example.jp/' }).mailFrom).toBe('no-reply@shop.example.jp');
    expect(readConfig({ MAIL_FROM: 'info@example.jp' }).mailFrom).toBe('info@example.jp');
  });

  it("SHOP_MAILBOX (where customers' order messages are mailed) defaults to shop@ at the host of PUBLIC_URL", () => {
    expect(readConfig({ PUBLIC_URL: 'https://print.example.jp' }).shopMailbox).toBe('shop@print.example.jp');
    expect(readConfig({ SHOP_MAILBOX: ' support@example.jp ' }).shopMailbox).toBe('support@example.jp');
  });

  it('an SMTP_URL that is not smtp:// or smtps:// is refused without echoing its password', () => {
    expect(() => readConfig({ SMTP_URL: 'http://user:hunter2@mail.example.jp' })).toThrow(
      'SMTP_URL must look like smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS), got http://user:***@mail.example.jp',
    );
    expect(() => readConfig({ SMTP_URL: 'mail.example.jp:587' })).toThrow('SMTP_URL must look like');
    expect(readConfig({ SMTP_URL: 'smtps://user:pw@mail.example.jp' }).smtpUrl).toBe('smtps://user:pw@mail.example.jp');
  });
});

describe('FILE_STORE, S3_* and FILE_LIMIT', () => {
  it('defaults to a folder under DATA_DIR/files and a 50 MiB limit', () => {
    expect(readConfig({ DATA_DIR: '/srv/shop' })).toMatchObject({
      fileStore: { kind: 'folder', dir: '/srv/shop/files' },
      fileLimit: 52_428_800,
    });
    expect(readConfig({ FILE_LIMIT: '1000' }).fileLimit).toBe(1000);
  });

  it('FILE_STORE=s3 reads the bucket settings; path style by default with an own endpoint', () => {
    const env = {
      FILE_STORE: 's3',
      S3_BUCKET: 'prints',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(readConfig(env).fileStore).toEqual({
      kind: 's3',
      bucket: 'prints',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(readConfig({ ...env, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'ap-northeast-1' }).fileStore).toMatchObject({
      forcePathStyle: false,
      region: 'ap-northeast-1',
    });
    expect(readConfig({ FILE_STORE: 's3', S3_BUCKET: 'prints', S3_REGION: 'ap-northeast-1' }).fileStore).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ FILE_STORE: 'ftp' }, 'FILE_STORE must be "folder" (files under DATA_DIR/files) or "s3" (an S3-compatible bucket), got ftp'],
    [{ FILE_STORE: 's3' }, 'FILE_STORE=s3 needs S3_BUCKET'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b' }, 'FILE_STORE=s3 needs S3_REGION (e.g. ap-northeast-1) when S3_ENDPOINT is not set'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'yes please' },
      'S3_FORCE_PATH_STYLE must be true or false, got yes please',
    ],
    [{ FILE_LIMIT: '50MB' }, 'FILE_LIMIT must be a whole number of bytes greater than 0 (e.g. 52428800 for 50 MiB), got 50MB'],
    [{ FILE_LIMIT: '0' }, 'FILE_LIMIT must be a whole number of bytes'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('a bad setting stops the server at start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('a malformed SHOP_CLOSURES exits 1 with a message naming the variable, before touching DATA_DIR', async () => {
    const server = await spawnServer({ DATA_DIR: join(dataDir, 'data'), SHOP_CLOSURES: '12-29..13-03' });
    const exit = await server.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      '[shop-server] configuration error: SHOP_CLOSURES: "12-29..13-03" is not a closure: use MM-DD..MM-DD',
    );
    expect(existsSync(join(dataDir, 'data'))).toBe(false);
  });

  it('FILE_STORE=s3 without a bucket exits 1 with a message naming the setting', async () => {
    const server = await spawnServer({ DATA_DIR: join(dataDir, 'data'), FILE_STORE: 's3' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('[shop-server] configuration error: FILE_STORE=s3 needs S3_BUCKET');
    expect(existsSync(join(dataDir, 'data'))).toBe(false);
  });
});
