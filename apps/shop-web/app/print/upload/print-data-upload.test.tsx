import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadAnswer } from '@shop/web-state/testing';
import { MAX_UPLOAD_BYTES } from './print-data-checks.ts';
import { PrintDataUpload, type PrintDataUploadProps, type UploadedFile } from './print-data-upload.tsx';

const heic2any = vi.hoisted(() => vi.fn());
vi.mock('heic2any', () => ({ default: heic2any }));

/** 前面 A3: 297 × 420 mm. */
const FRONT = { id: 12, name: '前面（A3）', widthMm: 297, heightMm: 420 };
const LABEL = '前面（A3）のプリントデータ';
const UUID = '0b7d3c1e-1111-4222-8333-944455556666';

/** Keeps the value like a print-order page does, and records every onChange. */
function Harness({
  onChange,
  method = 'inkjet',
  initial = null,
}: {
  onChange: (file: UploadedFile | null) => void;
  method?: PrintDataUploadProps['method'];
  initial?: UploadedFile | null;
}) {
  const [value, setValue] = useState<UploadedFile | null>(initial);
  return (
    <PrintDataUpload
      placement={FRONT}
      method={method}
      value={value}
      onChange={(file) => {
        onChange(file);
        setValue(file);
      }}
    />
  );
}

function setup(props: { method?: PrintDataUploadProps['method']; initial?: UploadedFile | null } = {}) {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} {...props} />);
  return { onChange, input: screen.getByLabelText(LABEL) as HTMLInputElement };
}

const png = (name = 'logo.png') => new File(['png bytes'], name, { type: 'image/png' });

async function sentRequest(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  document.cookie = 'XSRF-TOKEN=token; path=/';
  heic2any.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('PrintDataUpload', () => {
  it('offers a labelled file input for print data formats including HEIC', () => {
    const { input } = setup();
    expect(input.type).toBe('file');
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.png', '.jpg', '.webp', '.svg', '.pdf', '.ai', '.heic', '.heif']));
    expect(screen.getByRole('group', { name: '前面（A3）（印刷範囲 297×420mm）' })).toBeTruthy();
  });

  it('shows the progress while uploading, then hands the mapped file to onChange with its thumbnail, pixels and dpi', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, png());
    const xhr = await sentRequest();
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    act(() => xhr.progress(45, 100));
    const progress = screen.getByRole('progressbar', { name: 'logo.pngのアップロード状況' }) as HTMLProgressElement;
    expect(progress.value).toBe(45);
    expect(screen.getByText('45%')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('logo.pngをアップロード中…');
    act(() => xhr.respond(201, uploadAnswer({ width: 3508, height: 4961 })));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        uuid: UUID,
        kind: 'png',
        name: 'logo.png',
        width: 3508,
        height: 4961,
        needsCheck: false,
        thumbnailUrl: `/api/files/${UUID}/thumbnail`,
      }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'logo.pngのサムネイル' }).getAttribute('src')).toBe(`/api/files/${UUID}/thumbnail`);
    expect(screen.getByText('3508×4961px')).toBeTruthy();
    expect(screen.getByText('解像度は十分です（約300dpi）。')).toBeTruthy();
  });

  it('shows the server’s Japanese message of a 422 refusal as an alert', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, png());
    act(() => FakeXhr.last().respond(422, { message: '画像を読み込めませんでした。', errors: { file: ['画像を読み込めませんでした。'] } }));
    expect((await screen.findByRole('alert')).textContent).toBe('画像を読み込めませんでした。');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks to check the connection when the upload fails on the network', async () => {
    const { input } = setup();
    await userEvent.upload(input, png());
    act(() => FakeXhr.last().fail());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'アップロードできませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    );
  });

  it('refuses a file over 50 MB without uploading it', async () => {
    const { input } = setup();
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await userEvent.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe('ファイルサイズは50MBまでです。');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('warns that a 100 dpi image may print blurry, and still uses it', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, png());
    // 1170 px over 297 mm (11.69 in) ≈ 100 dpi.
    act(() => FakeXhr.last().respond(201, uploadAnswer({ width: 1170, height: 1654 })));
    expect(await screen.findByText('印刷がぼやける可能性があります（約100dpi）。150dpi以上をおすすめします。')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ uuid: UUID, width: 1170 }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('holds a 60 dpi image back until the shopper ticks that they order it at low resolution', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, png());
    act(() => FakeXhr.last().respond(201, uploadAnswer({ width: 702, height: 992 })));
    const consent = (await screen.findByRole('checkbox', { name: '解像度が低いまま注文する' })) as HTMLInputElement;
    expect(screen.getByText(/約60dpi/)).toBeTruthy();
    expect(consent.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[null]]);
    await userEvent.click(consent);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ uuid: UUID, width: 702 }));
    expect(consent.checked).toBe(true);
    await userEvent.click(consent);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(consent.checked).toBe(false);
  });

  it('converts a HEIC photo to JPEG (showing 変換中…) and uploads the JPEG', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    heic2any.mockImplementation(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const { input } = setup();
    await userEvent.upload(input, new File(['heic'], 'IMG_0001.HEIC', { type: '' }));
    expect(await screen.findByText('変換中…')).toBeTruthy();
    expect(heic2any).toHaveBeenCalledWith(expect.objectContaining({ toType: 'image/jpeg', quality: 0.8 }));
    expect(FakeXhr.requests).toHaveLength(0);
    await act(async () => finish(new Blob(['jpeg'], { type: 'image/jpeg' })));
    const sent = (await sentRequest()).body?.get('file') as File;
    expect([sent.name, sent.type]).toEqual(['IMG_0001.jpg', 'image/jpeg']);
    expect(screen.queryByText('変換中…')).toBeNull();
  });

  it('refuses a HEIC file holding several images (heic2any answers an array)', async () => {
    heic2any.mockResolvedValue([new Blob(['a']), new Blob(['b'])]);
    const { onChange, input } = setup();
    await userEvent.upload(input, new File(['heic'], 'burst.heic', { type: 'image/heic' }));
    expect((await screen.findByRole('alert')).textContent).toBe('複数の画像を含むHEICファイルには対応していません。');
    expect(FakeXhr.requests).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains silk-screen data above the input and warns about a JPEG photo', async () => {
    const { input } = setup({ method: 'silkscreen' });
    const note = screen.getByText(/シルクスクリーンはインクの色ごとに版を作るため/);
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    await userEvent.upload(input, new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }));
    act(() => FakeXhr.last().respond(201, uploadAnswer({ kind: 'jpeg', name: 'photo.jpg' })));
    expect(await screen.findByText(/JPEG画像（写真など）はシルクスクリーンでは再現できない場合があります。/)).toBeTruthy();
  });

  it('leaves the silk-screen note out for inkjet', () => {
    setup();
    expect(screen.queryByText(/シルクスクリーンはインクの色ごとに版を作るため/)).toBeNull();
  });

  it('notes that the staff check a PDF, which has no pixels', async () => {
    const { input } = setup();
    await userEvent.upload(input, new File(['%PDF'], 'design.pdf', { type: 'application/pdf' }));
    act(() =>
      FakeXhr.last().respond(
        201,
        uploadAnswer({ kind: 'pdf', name: 'design.pdf', width: null, height: null, needs_check: true, thumbnail_url: null }),
      ),
    );
    expect(await screen.findByText(/入稿データはスタッフが確認します/)).toBeTruthy();
    expect(screen.queryByText(/dpi/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uploads a dropped file', async () => {
    const { input } = setup();
    const zone = input.parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone.dataset['dragging']).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png('dropped.png')] } });
    expect(((await sentRequest()).body?.get('file') as File).name).toBe('dropped.png');
  });

  it('removes the file with 削除 and returns the focus to the file input', async () => {
    const initial: UploadedFile = {
      uuid: UUID,
      kind: 'svg',
      name: 'logo.svg',
      width: 800,
      height: 600,
      needsCheck: false,
      thumbnailUrl: '/t.webp',
    };
    const { onChange, input } = setup({ initial });
    expect(screen.getByText('logo.svg')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('logo.svg')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
