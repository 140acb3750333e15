/**
 * The print data of one placement: pick or drop a file, HEIC photos converted to JPEG in the
 * browser, the upload with its progress, then the file with how sharp it will print on the
 * placement's area. A file too coarse to print well reaches the order (onChange) only once the
 * shopper ticks that they accept it.
 */
import { Button } from '@shop/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useHydrated } from '../../session/use-hydrated.ts';
import { convertHeicToJpeg, isHeic, jpegNameFor, uploadPrintFile, type UploadedFile } from '@shop/web-state';
import {
  ACCEPTED_FILES,
  MAX_UPLOAD_BYTES,
  preCheck,
  printQuality,
  UPLOAD_MESSAGES,
  uploadErrorMessage,
  type PrintQuality,
} from './print-data-checks.ts';
import * as css from './print-data-upload.css.ts';

export type { UploadedFile } from '@shop/web-state';

/** A print area of the product (a print spec), sizes in mm. */
export interface UploadPlacement {
  id: number;
  name: string;
  widthMm: number;
  heightMm: number;
}

export interface PrintDataUploadProps {
  placement: UploadPlacement;
  method: 'inkjet' | 'silkscreen';
  /** The file the order uses for this placement. */
  value: UploadedFile | null;
  /** Called with the uploaded file (a too-coarse one only after consent), or null when removed. */
  onChange: (file: UploadedFile | null) => void;
}

type Phase = { type: 'idle' } | { type: 'converting' } | { type: 'uploading'; name: string; percent: number };

/** The shopper-facing line about how a file prints. */
function QualityMessage({ quality }: { quality: PrintQuality }) {
  if (quality.type === 'needs_check') return <p className={css.note}>{UPLOAD_MESSAGES.needsCheck}</p>;
  if (quality.type === 'vector') return <p className={css.fine}>{UPLOAD_MESSAGES.vector}</p>;
  if (quality.level === 'fine') return <p className={css.fine}>{UPLOAD_MESSAGES.fine(quality.dpi)}</p>;
  return (
    <p className={css.warning}>
      {quality.level === 'blurry' ? UPLOAD_MESSAGES.blurry(quality.dpi) : UPLOAD_MESSAGES.tooCoarse(quality.dpi)}
    </p>
  );
}

/** The file input, drop zone, progress and uploaded file of one placement. */
export function PrintDataUpload({ placement, method, value, onChange }: PrintDataUploadProps) {
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>({ type: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  // An uploaded file too coarse to print well, held back from onChange until the shopper consents.
  const [draft, setDraft] = useState<UploadedFile | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const nameId = `${baseId}-name`;
  const formatsId = `${baseId}-formats`;
  const noteId = `${baseId}-note`;

  // Leaving the page cancels an upload under way.
  useEffect(() => {
    const controllers = controllerRef;
    return () => controllers.current?.abort();
  }, []);

  const shown = draft ?? value;
  const quality = shown ? printQuality(shown, placement) : null;
  const busy = phase.type !== 'idle';

  const accept = (file: UploadedFile) => {
    setAnnouncement(`${file.name}をアップロードしました。`);
    const rated = printQuality(file, placement);
    if (rated.type === 'raster' && rated.level === 'too_coarse') {
      setDraft(file);
      onChange(null);
    } else {
      setDraft(null);
      onChange(file);
    }
  };

  const fail = (message: string | null) => {
    setPhase({ type: 'idle' });
    setError(message);
  };

  const handleFile = async (file: File) => {
    if (busy) return;
    setError(null);
    setAnnouncement('');
    const checked = preCheck(file);
    if (!checked.ok) {
      fail(uploadErrorMessage(checked.error));
      return;
    }
    let blob: Blob = file;
    let name = file.name;
    if (isHeic(file)) {
      setPhase({ type: 'converting' });
      let jpeg: Blob | null;
      try {
        jpeg = await convertHeicToJpeg(file);
      } catch {
        fail(UPLOAD_MESSAGES.heicFailed);
        return;
      }
      if (jpeg === null) {
        fail(UPLOAD_MESSAGES.heicMultiple);
        return;
      }
      if (jpeg.size > MAX_UPLOAD_BYTES) {
        fail(UPLOAD_MESSAGES.tooLarge);
        return;
      }
      blob = jpeg;
      name = jpegNameFor(file.name);
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setPhase({ type: 'uploading', name, percent: 0 });
    const outcome = await uploadPrintFile(blob, name, {
      signal: controller.signal,
      onProgress: (percent) => setPhase((current) => (current.type === 'uploading' ? { ...current, percent } : current)),
    });
    if (controllerRef.current === controller) controllerRef.current = null;
    if (!outcome.ok) {
      fail(uploadErrorMessage(outcome.error));
      return;
    }
    setPhase({ type: 'idle' });
    accept(outcome.file);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (file) void handleFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && hydrated) void handleFile(file);
  };

  const remove = () => {
    setDraft(null);
    setError(null);
    setAnnouncement(`${placement.name}のプリントデータを削除しました。`);
    onChange(null);
    inputRef.current?.focus();
  };

  const setConsent = (given: boolean) => {
    if (given && draft) {
      onChange(draft);
      setDraft(null);
    } else if (!given && value) {
      setDraft(value);
      onChange(null);
    }
  };

  return (
    // The page shows the placement's heading; the group repeats its name and size for screen readers.
    <div className={css.root} role="group" aria-label={`${placement.name}（印刷範囲 ${placement.widthMm}×${placement.heightMm}mm）`}>
      {method === 'silkscreen' ? (
        <p id={noteId} className={css.note}>
          {UPLOAD_MESSAGES.silkscreen}
        </p>
      ) : null}

      <div
        className={css.dropZone}
        data-dragging={dragging ? 'true' : 'false'}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={inputId}
          className={css.fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          aria-labelledby={nameId}
          aria-describedby={method === 'silkscreen' ? `${formatsId} ${noteId}` : formatsId}
          disabled={!hydrated || busy}
          onChange={onInputChange}
        />
        <label htmlFor={inputId} className={css.pickLabel}>
          {/* The input's name is this text alone; the rest of the label only widens the click target. */}
          <span id={nameId}>{placement.name}のプリントデータ</span>
          <span className={css.pickButton} aria-hidden="true">
            {shown ? '別のファイルを選ぶ' : 'ファイルを選ぶ'}
          </span>
          <span className={css.dropHint} aria-hidden="true">
            またはここにファイルをドラッグ＆ドロップ
          </span>
        </label>
        <p id={formatsId} className={css.formats}>
          PNG・JPEG・WebP・SVG・PDF・AI・HEIC（50MBまで）
        </p>
      </div>

      {phase.type === 'converting' ? (
        <p className={css.status} role="status">
          変換中…
        </p>
      ) : null}
      {phase.type === 'uploading' ? (
        <div className={css.progressRow}>
          <progress className={css.progressBar} max={100} value={phase.percent} aria-label={`${phase.name}のアップロード状況`} />
          <span className={css.percent}>{phase.percent}%</span>
          <Button variant="text" size="sm" onClick={() => controllerRef.current?.abort()}>
            キャンセル
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={css.status} role="status">
        {phase.type === 'uploading' ? `${phase.name}をアップロード中…` : announcement}
      </p>

      {shown && quality ? (
        <div className={css.card}>
          {shown.thumbnailUrl !== '' ? (
            <img className={css.thumbnail} src={shown.thumbnailUrl} alt={`${shown.name}のサムネイル`} width={96} height={96} />
          ) : (
            <span className={css.kindBadge} aria-hidden="true">
              {shown.kind.toUpperCase()}
            </span>
          )}
          <div className={css.details}>
            <p className={css.fileName}>{shown.name}</p>
            {shown.width !== null && shown.height !== null ? (
              <p className={css.pixels}>
                {shown.width}×{shown.height}px
              </p>
            ) : null}
          </div>
          <div className={css.messages}>
            <QualityMessage quality={quality} />
            {method === 'silkscreen' && shown.kind === 'jpeg' ? <p className={css.warning}>{UPLOAD_MESSAGES.silkscreenPhoto}</p> : null}
            {quality.type === 'raster' && quality.level === 'too_coarse' ? (
              <label className={css.consent}>
                <input
                  className={css.checkbox}
                  type="checkbox"
                  checked={draft === null}
                  onChange={(event) => setConsent(event.target.checked)}
                />
                {UPLOAD_MESSAGES.consent}
              </label>
            ) : null}
          </div>
          <div className={css.actions}>
            <Button variant="outline" size="sm" onClick={remove}>
              削除
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
