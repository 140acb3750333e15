/**
 * `/admin/artwork` (roles with artwork.read): the art jobs waiting for the staff, most urgent first
 * (the order's shipping date, then how long the job has waited), filtered by print method. j/k or
 * ↓/↑ move, Enter opens, a and r open the job at its approval or データ不備 form, ? lists them.
 */
import { ART_METHOD_LABELS, ART_METHODS, type AdminArtQueueResponse, type ArtMethod } from '@shop/api-contract/admin';
import { FormAlert } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { admin } from '../api.ts';
import * as a from '../artwork/artwork.css.ts';
import { ShortcutBar, ShortcutHelp, useShortcuts } from '../artwork/shortcut-help.tsx';
import { problemOf } from '../errors.ts';
import * as s from '../styles.css.ts';

/** `12/01 10:05` in JST. */
const jstShort = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(5, 16).replace('-', '/').replace('T', ' ');
const isMethod = (value: string | null): value is ArtMethod => value !== null && (ART_METHODS as readonly string[]).includes(value);

export function ArtworkQueueScreen() {
  const [params, setParams] = useSearchParams();
  const method = params.get('method');
  const page = Number(params.get('page') ?? '1') || 1;
  const [queue, setQueue] = useState<AdminArtQueueResponse | null>(null);
  const [problem, setProblem] = useState('');
  const [selected, setSelected] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const selectId = useId();

  useEffect(() => {
    let live = true;
    admin.artwork.queue({ method: isMethod(method) ? method : undefined, page }).then(
      (answer) => {
        if (!live) return;
        setQueue(answer);
        setSelected(0);
        setProblem('');
      },
      (error: unknown) => live && setProblem(problemOf(error).message),
    );
    return () => {
      live = false;
    };
  }, [method, page]);

  const jobs = queue?.data ?? [];
  const current = jobs[Math.min(selected, jobs.length - 1)];

  useShortcuts((action, event) => {
    if (action === 'help') return setHelpOpen((open) => !open);
    if (action === 'next' || action === 'previous') {
      event.preventDefault();
      setSelected((i) => Math.max(0, Math.min(jobs.length - 1, i + (action === 'next' ? 1 : -1))));
      return;
    }
    if (!current) return;
    // Enter on a focused link or button is the browser's own click.
    const onControl = event.target instanceof Element && event.target.closest('a, button') !== null;
    if (action === 'open' && !onControl) void navigate(`/artwork/${current.id}`);
    if (action === 'approve') void navigate(`/artwork/${current.id}#approve`);
    if (action === 'reject') void navigate(`/artwork/${current.id}#reject`);
  });

  useEffect(() => {
    document.querySelector(`[data-job-row][aria-selected="true"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  function filter(next: string) {
    const p = new URLSearchParams();
    if (next) p.set('method', next);
    setParams(p);
  }

  return (
    <>
      <h1 className={s.title}>データチェック</h1>
      <p className={s.muted}>スタッフの確認を待っている入稿データです。発送予定日の近いもの、待ち時間の長いものから順に並んでいます。</p>
      <ShortcutBar where="queue" />
      <div className={s.filters}>
        <div className={s.fieldLabel}>
          <label htmlFor={selectId}>プリント方法</label>
          <select id={selectId} className={s.select} value={isMethod(method) ? method : ''} onChange={(e) => filter(e.target.value)}>
            <option value="">すべて（{queue?.meta.counts.reduce((sum, c) => sum + c.count, 0) ?? '…'}件）</option>
            {ART_METHODS.map((m) => (
              <option key={m} value={m}>
                {ART_METHOD_LABELS[m]}（{queue?.meta.counts.find((c) => c.method === m)?.count ?? 0}件）
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormAlert>{problem}</FormAlert>
      {queue ? (
        jobs.length === 0 ? (
          <p role="status">確認待ちのデータはありません。</p>
        ) : (
          <>
            <p className={s.muted} role="status">
              {queue.meta.total}件{queue.meta.lastPage > 1 ? `（${queue.meta.currentPage} / ${queue.meta.lastPage}ページ）` : ''}
            </p>
            <table className={s.table} aria-label="確認待ちのデータ">
              <thead>
                <tr>
                  <th scope="col">データ</th>
                  <th scope="col">注文番号</th>
                  <th scope="col">お客様</th>
                  <th scope="col">プリント</th>
                  <th scope="col">状態</th>
                  <th scope="col">発送予定日</th>
                  <th scope="col">待ち始め（JST）</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job, i) => (
                  <tr
                    key={job.id}
                    data-job-row
                    className={a.queueRow}
                    aria-selected={i === selected}
                    onClick={() => setSelected(i)}
                    onDoubleClick={() => void navigate(`/artwork/${job.id}`)}
                  >
                    <td>{job.thumbnailUrl ? <img className={a.thumb} src={job.thumbnailUrl} alt="" loading="lazy" /> : null}</td>
                    <td>
                      <Link to={`/artwork/${job.id}`}>{job.orderNumber}</Link>
                      <br />
                      <span className={s.muted}>
                        {job.fileName}（第{job.latestVersion}版）
                      </span>
                    </td>
                    <td>{job.customerName}</td>
                    <td>
                      {job.methodLabel}
                      <br />
                      <span className={s.muted}>
                        {job.placement.name}（{job.placement.widthMm}×{job.placement.heightMm}mm）
                      </span>
                    </td>
                    <td>{job.statusLabel}</td>
                    <td>{job.dueDate}</td>
                    <td>{jstShort(job.waitingSince)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {queue.meta.lastPage > 1 ? (
              <div className={s.actions}>
                {page > 1 ? (
                  <Link to={`?${new URLSearchParams({ ...(method ? { method } : {}), page: String(page - 1) })}`}>前のページ</Link>
                ) : null}
                {page < queue.meta.lastPage ? (
                  <Link to={`?${new URLSearchParams({ ...(method ? { method } : {}), page: String(page + 1) })}`}>次のページ</Link>
                ) : null}
              </div>
            ) : null}
          </>
        )
      ) : null}
      {helpOpen ? <ShortcutHelp where="queue" onClose={() => setHelpOpen(false)} /> : null}
    </>
  );
}
