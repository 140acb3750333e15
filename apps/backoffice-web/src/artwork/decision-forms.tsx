/**
 * The staff's decisions on the latest version (issue #30), each naming the version shown: approve
 * (with a note; the proof goes out, or production follows without one), データ不備 (reason
 * checkboxes whose template opens in an editable textarea, a free note, the business days to
 * answer) and a staff-fixed printer's file (an image) that becomes a new version. The server refuses
 * what the role may not do; a decision on a version that is no longer the latest answers 409.
 */
import type { AdminArtJob } from '@shop/api-contract/admin';
import { Button, FormAlert } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import * as s from './artwork.css.ts';

export interface DecisionProps {
  job: AdminArtJob;
  /** The answer of a decision: the job after it and what to tell the staff member. */
  onDecided: (job: AdminArtJob, message: string) => void;
  /** Loads the job again (after a refusal: another staff member or the customer may have moved it on). */
  onReload: () => void;
}

/** The refusal of a decision, with a way to load the job as it is now. */
function Refusal({ problem, onReload }: { problem: string; onReload: () => void }) {
  if (!problem) return null;
  return (
    <>
      <FormAlert>{problem}</FormAlert>
      <Button variant="text" size="sm" onClick={onReload}>
        最新の状態を読み込む
      </Button>
    </>
  );
}

function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem('');
    setFields({});
    try {
      await action();
    } catch (error) {
      const p = problemOf(error);
      setProblem(p.message);
      setFields(p.fields);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, fields, run };
}

export function ApproveForm({ job, onDecided, onReload }: DecisionProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const { busy, problem, run } = useSubmit();
  const withProof = job.proof === 'wanted';
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await admin.artwork.approve(job.id, { versionNumber: job.latestVersion, note: note.trim() || null });
      setNote('');
      onDecided(
        answer.data,
        withProof
          ? `第${job.latestVersion}版を承認し、校正をお客様に送りました。`
          : `第${job.latestVersion}版を承認しました。製作待ちになりました。`,
      );
    });
  }
  return (
    <form id="approve" className={s.section} onSubmit={submit} aria-labelledby={`${noteId}-title`} tabIndex={-1}>
      <h2 id={`${noteId}-title`} className={s.panelTitle}>
        承認する
      </h2>
      <p className={s.fileMeta}>
        {withProof
          ? 'お客様に校正（仕上がりイメージ）を送り、返答を待ちます。'
          : 'お客様は「校正なしで進める」を選んでいます。承認すると製作待ちになります。'}
      </p>
      <label htmlFor={noteId} className={s.fileMeta}>
        メモ（任意・お客様のご注文の履歴に残ります）
      </label>
      <textarea id={noteId} className={s.textarea} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      <Refusal problem={problem} onReload={onReload} />
      <Button type="submit" disabled={busy} data-autofocus>
        第{job.latestVersion}版を承認する
      </Button>
    </form>
  );
}

export function RejectForm({ job, onDecided, onReload }: DecisionProps) {
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [days, setDays] = useState(String(job.deadlineDays));
  const { busy, problem, fields, run } = useSubmit();
  const chosen = job.defectReasons.filter((r) => texts[r.code] !== undefined);

  function toggle(code: string, template: string, on: boolean) {
    setTexts((current) => {
      const next = { ...current };
      if (on) next[code] = current[code] ?? template;
      else delete next[code];
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await admin.artwork.reject(job.id, {
        versionNumber: job.latestVersion,
        reasons: chosen.map((r) => ({ code: r.code, text: texts[r.code] ?? '' })),
        note: note.trim() || null,
        deadlineDays: Number(days),
      });
      setTexts({});
      setNote('');
      onDecided(answer.data, `データ不備をお客様に連絡しました（返答期限 ${answer.data.waiting?.deadline ?? ''}）。`);
    });
  }

  return (
    <form id="reject" className={s.section} onSubmit={submit} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={s.panelTitle}>
        データ不備を連絡する
      </h2>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '8px' }}>
        <legend className={s.fileMeta}>不備の理由（選ぶと説明文が入ります。お客様向けに編集できます）</legend>
        {job.defectReasons.map((reason, i) => {
          const on = texts[reason.code] !== undefined;
          return (
            <div key={reason.code} className={s.reasonRow}>
              <label className={s.fileMeta} style={{ color: 'inherit', display: 'flex', gap: '6px', alignItems: 'center' }}>
                <input
                  type="checkbox"
                  checked={on}
                  data-autofocus={i === 0 ? '' : undefined}
                  onChange={(e) => toggle(reason.code, reason.template, e.target.checked)}
                />
                <span className={`${s.badge} ${reason.severity === 'error' ? s.badgeError : s.badgeWarning}`}>
                  {reason.severity === 'error' ? '要修正' : '注意'}
                </span>
                {reason.label}
              </label>
              {on ? (
                <textarea
                  className={s.textarea}
                  aria-label={`${reason.label}の説明（お客様に送る文）`}
                  value={texts[reason.code]}
                  maxLength={1000}
                  onChange={(e) => setTexts((t) => ({ ...t, [reason.code]: e.target.value }))}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <label htmlFor={`${id}-note`} className={s.fileMeta}>
        補足（任意）
      </label>
      <textarea id={`${id}-note`} className={s.textarea} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      <label htmlFor={`${id}-days`} className={s.fileMeta}>
        返答期限（営業日後）
      </label>
      <input
        id={`${id}-days`}
        className={s.numberInput}
        type="number"
        min={1}
        max={30}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        aria-invalid={fields['deadline_days'] ? true : undefined}
      />
      <Refusal problem={problem} onReload={onReload} />
      <Button type="submit" variant="danger" disabled={busy || chosen.length === 0}>
        第{job.latestVersion}版のデータ不備を連絡する
      </Button>
    </form>
  );
}

export function StaffFixForm({ job, onDecided, onReload }: DecisionProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [formKey, setFormKey] = useState(0);
  const { busy, problem, run } = useSubmit();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    void run(async () => {
      const answer = await admin.artwork.staffFix(job.id, { file, fileName: file.name, versionNumber: job.latestVersion, note });
      setFile(null);
      setNote('');
      setFormKey((k) => k + 1);
      onDecided(answer.data, `修正データを第${answer.data.latestVersion}版として登録し、校正をお客様に送りました。`);
    });
  }
  return (
    <form key={formKey} className={s.section} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.panelTitle}>
        修正データに差し替える
      </h2>
      <p className={s.fileMeta}>
        スタッフが修正した印刷用データを新しい版として登録し、お客様に校正を送ります（お客様の承認が必要です）。第{job.latestVersion}
        版はそのまま残ります。
      </p>
      <label htmlFor={`${id}-file`} className={s.fileMeta}>
        修正データ（PNG・JPEG・WebP・SVG）
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-note`} className={s.fileMeta}>
        修正内容（お客様に表示されます）
      </label>
      <textarea id={`${id}-note`} className={s.textarea} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      <Refusal problem={problem} onReload={onReload} />
      <Button type="submit" variant="outline" disabled={busy || !file}>
        修正データを登録して校正を送る
      </Button>
    </form>
  );
}
