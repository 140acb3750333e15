/** A version's preflight findings, and every version of a job with the decisions on it (who, when, what, why). */
import type { AdminArtJob, AdminArtVersion } from '@shop/api-contract/admin';
import { Button } from '@shop/ui';
import * as base from '../styles.css.ts';
import * as s from './artwork.css.ts';

/** `2026-12-01 10:05` in JST. */
export const jst = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const BADGE = { error: s.badgeError, warning: s.badgeWarning, info: s.badgeInfo } as const;

export function PreflightList({ version }: { version: AdminArtVersion }) {
  return (
    <section className={s.section} aria-labelledby="preflight-title">
      <h2 id="preflight-title" className={s.panelTitle}>
        自動チェック（第{version.number}版）
      </h2>
      {version.preflight.length === 0 ? (
        <p className={s.fileMeta}>指摘はありません。</p>
      ) : (
        <ul className={s.findings}>
          {version.preflight.map((finding) => (
            <li key={finding.code}>
              <span className={`${s.badge} ${BADGE[finding.severity]}`}>{finding.severityLabel}</span>
              {finding.message}
            </li>
          ))}
        </ul>
      )}
      {version.preflightMeasuredNow ? (
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
