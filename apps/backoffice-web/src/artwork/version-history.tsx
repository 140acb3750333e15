/** A version's preflight findings, and every version of a job with the decisions on it (who, when, what, why). */
import type { AdminArtJob, AdminArtVersion } from '@shop/api-contract/admin';
import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import * as base from '../styles.css.ts';
import * as s from './artwork.css.ts';

/** `2026-12-01 10:05` in JST. */
export const jst = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const BADGE = { error: s.badgeError, warning: s.badgeWarning, info: s.badgeInfo } as const;

type Finding = AdminArtVersion['preflight'][number];

/**
 * A version's preflight findings: those it kept, else asked from the server, which measures the
 * stored file (after the files are on screen, so a large upload's files never wait for it).
 */
export function PreflightList({ jobId, version }: { jobId: number; version: AdminArtVersion }) {
  const [measured, setMeasured] = useState<{ number: number; findings: Finding[] } | null>(null);
  const [problem, setProblem] = useState('');
  const kept = version.preflightKept;
  const number = version.number;
  useEffect(() => {
    if (kept) return;
    let live = true;
    admin.artwork.preflight(jobId, number).then(
      (answer) => live && setMeasured({ number, findings: answer.data.findings }),
      (error: unknown) => live && setProblem(problemOf(error).message),
    );
    return () => {
      live = false;
    };
  }, [jobId, number, kept]);
  const findings = kept ? version.preflight : measured?.number === number ? measured.findings : null;
  return (
    <section className={s.section} aria-labelledby="preflight-title" aria-busy={findings === null}>
      <h2 id="preflight-title" className={s.panelTitle}>
        自動チェック（第{version.number}版）
      </h2>
      {findings === null ? (
        <p className={s.fileMeta}>{problem || 'チェックしています…'}</p>
      ) : findings.length === 0 ? (
        <p className={s.fileMeta}>指摘はありません。</p>
      ) : (
        <ul className={s.findings}>
          {findings.map((finding) => (
            <li key={finding.code}>
              <span className={`${s.badge} ${BADGE[finding.severity]}`}>{finding.severityLabel}</span>
              {finding.message}
            </li>
          ))}
        </ul>
      )}
      {!kept && findings !== null ? (
        <p className={s.fileMeta}>入稿時の結果が保存されていないため、保存されたファイルから今チェックした結果です。</p>
      ) : null}
    </section>
  );
}

export function VersionHistory({ job, shown, onShow }: { job: AdminArtJob; shown: number; onShow: (n: number) => void }) {
  return (
    <section className={s.section} aria-labelledby="history-title">
      <h2 id="history-title" className={s.panelTitle}>
        版の履歴
      </h2>
      <ol className={s.history} reversed>
        {[...job.versions].reverse().map((version) => (
          <li key={version.number} className={`${s.historyItem}${version.number === shown ? ` ${s.historyCurrent}` : ''}`}>
            <div className={base.actions}>
              <strong>
                第{version.number}版{version.number === job.latestVersion ? '（最新）' : ''}
              </strong>
              <span className={s.fileMeta} style={{ justifySelf: 'auto' }}>
                {version.sourceLabel}・{version.createdBy.label}・{jst(version.createdAt)}
              </span>
              {version.number === shown ? (
                <span className={s.fileMeta}>表示中</span>
              ) : (
                <Button variant="text" size="sm" onClick={() => onShow(version.number)}>
                  この版を表示
                </Button>
              )}
            </div>
            {version.note ? <p className={s.fileMeta}>メモ：{version.note}</p> : null}
            {version.decisions.length > 0 ? (
              <ul className={s.decisionList}>
                {version.decisions.map((d, i) => (
                  <li key={i}>
                    <strong>{d.outcomeLabel}</strong>（{d.by.label}・{jst(d.at)}）
                    {d.reasons.length > 0 ? (
                      <ul>
                        {d.reasons.map((r) => (
                          <li key={r.code}>
                            {r.label}：{r.text}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {d.note ? <div>「{d.note}」</div> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.fileMeta}>判断はまだありません。</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
