/**
 * `/admin/artwork/:id` (roles with artwork.read): one art job for the check. The customer's file,
 * the printer's file and the mock-up side by side at true scale, the preflight findings, the version
 * history, and (roles with artwork.check, on the latest version) the decisions. Shortcuts: a and r
 * go to the approval and データ不備 forms, u back to the queue, ? lists them.
 */
import type { AdminArtJob } from '@shop/api-contract/admin';
import { NotFoundError } from '@shop/api-client/admin';
import { FormAlert, InkSwatches, swatchSetsOf } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { admin } from '../api.ts';
import * as a from '../artwork/artwork.css.ts';
import { ApproveForm, RejectForm, StaffFixForm } from '../artwork/decision-forms.tsx';
import { ShortcutBar, ShortcutHelp, useShortcuts } from '../artwork/shortcut-help.tsx';
import { TrueScalePanels } from '../artwork/true-scale.tsx';
import { PreflightList, VersionHistory, jst } from '../artwork/version-history.tsx';
import { problemOf } from '../errors.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';

/** Brings a decision form into view and focuses its first control. */
function focusForm(id: 'approve' | 'reject') {
  const form = document.getElementById(id);
  if (!form) return;
  form.scrollIntoView({ block: 'start' });
  (form.querySelector<HTMLElement>('[data-autofocus]') ?? form).focus();
}

export function ArtworkCheckScreen() {
  const { id } = useParams();
  const jobId = Number(id);
  const staff = useAtomValue(staffAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [job, setJob] = useState<AdminArtJob | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const [reloads, setReloads] = useState(0);
  const load = useCallback(() => setReloads((n) => n + 1), []);
  const validId = Number.isSafeInteger(jobId) && jobId > 0;
  useEffect(() => {
    if (!validId) return;
    let live = true;
    admin.artwork.job(jobId).then(
      (answer) => {
        if (!live) return;
        setJob(answer.data);
        setShown(answer.data.latestVersion);
        setProblem('');
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof NotFoundError) setMissing(true);
        else setProblem(problemOf(error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [jobId, validId, reloads]);

  const canDecide = staff?.permissions.includes('artwork.check') ?? false;
  const hash = location.hash;
  useEffect(() => {
    if (job && canDecide && (hash === '#approve' || hash === '#reject')) focusForm(hash.slice(1) as 'approve' | 'reject');
  }, [job, canDecide, hash]);

  useShortcuts((action) => {
    if (action === 'help') setHelpOpen((open) => !open);
    else if (action === 'back') void navigate('/artwork');
    else if ((action === 'approve' || action === 'reject') && canDecide) focusForm(action);
  });

  function decided(next: AdminArtJob, message: string) {
    setJob(next);
    setShown(next.latestVersion);
    setNotice(message);
    window.scrollTo({ top: 0 });
  }

  if (missing || !validId) {
    return (
      <>
        <h1 className={s.title}>データが見つかりません</h1>
        <Link to="/artwork">データチェックの一覧へ</Link>
      </>
    );
  }
  if (!job) return <FormAlert>{problem}</FormAlert>;
  const version = job.versions.find((v) => v.number === shown) ?? job.versions.at(-1)!;
  const onLatest = version.number === job.latestVersion;
  const inks = job.inkSets.flatMap((set) => set.inks.map((ink) => ink.name));

  return (
    <>
      <div className={a.header}>
        <p className={s.muted}>
          <Link to="/artwork">データチェック</Link> ／ 注文 {job.orderNumber}
        </p>
        <h1 className={s.title}>
          {job.placement.name}（{job.methodLabel}）— {job.statusLabel}
        </h1>
        <dl className={a.facts}>
          <div>
            <dt>注文番号・製作番号</dt>
            <dd>
              {job.orderNumber}・{job.productionNumber}
            </dd>
          </div>
          <div>
            <dt>お客様</dt>
            <dd>{job.customerName}</dd>
          </div>
          <div>
            <dt>プリント位置・印刷範囲</dt>
            <dd>
              {job.placement.position}・{job.placement.widthMm}×{job.placement.heightMm}mm
            </dd>
          </div>
          <div>
            <dt>ボディカラー</dt>
            <dd>{job.garmentColors.map((c) => c.name).join('、')}</dd>
          </div>
          {job.method === 'silkscreen' ? (
            <div>
              <dt>ご注文のインク</dt>
              <dd>
                {job.inksOrdered}色
                {inks.length > 0 ? (
                  <>
                    ：
                    <InkSwatches
                      sets={swatchSetsOf(
                        job.inkSets.map((set) => ({ colorId: set.garmentColorId, inks: set.inks })),
                        job.garmentColors,
                      )}
                    />
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>発送予定日</dt>
            <dd>{job.dueDate}</dd>
          </div>
          <div>
            <dt>校正</dt>
            <dd>{job.proof === 'wanted' ? '校正を確認してから製作' : '校正なしで進める'}</dd>
          </div>
          {job.waiting ? (
            <div>
              <dt>お客様の返答期限</dt>
              <dd>
                {job.waiting.deadline}（{jst(job.waiting.since)} から）
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <ShortcutBar where="check" />
      <FormAlert tone="notice">{notice}</FormAlert>
      <FormAlert>{problem}</FormAlert>
      {!onLatest ? (
        <FormAlert tone="notice">
          第{version.number}版を表示しています（最新は第{job.latestVersion}版）。判断は最新の版にのみ行えます。
        </FormAlert>
      ) : null}
      <TrueScalePanels job={job} version={version} />
      <div className={a.columns}>
        <div style={{ display: 'grid', gap: '16px' }}>
          <PreflightList jobId={job.id} version={version} />
          <VersionHistory job={job} shown={version.number} onShow={setShown} />
        </div>
        <div style={{ display: 'grid', gap: '16px' }}>
          {canDecide && onLatest ? (
            <>
              {job.actions.includes('approve_data') ? <ApproveForm job={job} onDecided={decided} onReload={load} /> : null}
              {job.actions.includes('reject_data') ? <RejectForm job={job} onDecided={decided} onReload={load} /> : null}
              {job.actions.includes('staff_fix') ? <StaffFixForm job={job} onDecided={decided} onReload={load} /> : null}
              {job.actions.length === 0 ? <p className={s.muted}>この状態（{job.statusLabel}）では判断できることはありません。</p> : null}
            </>
          ) : !canDecide ? (
            <p className={s.muted}>この権限では閲覧のみできます（承認・データ不備・差し替えはデータチェック担当とオーナーが行います）。</p>
          ) : null}
        </div>
      </div>
      {helpOpen ? <ShortcutHelp where="check" onClose={() => setHelpOpen(false)} /> : null}
    </>
  );
}
