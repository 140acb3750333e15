/**
 * The preflight at upload (issue #30) beside the mock-up: `POST /api/preflight` measures the stored
 * file on the server and answers @shop/artwork-domain's findings for the placement, the print size
 * and place chosen, the garment colours and the inks. Asked again (after a short pause) whenever one
 * of those changes. Findings never block ordering: errors tell what the staff will ask to fix.
 */
import { API_ROUTES, type PreflightFindingWire } from '@shop/api-contract';
import { FINDING_SEVERITY_LABELS, type ArtworkLayout } from '@shop/artwork-domain';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as css from './preflight-findings.css.ts';

/** What the preflight is asked about one placement. */
export interface PreflightQuestion {
  fileUuid: string;
  printSpecId: number;
  colorIds: readonly number[];
  inksOrdered: number;
  layout: ArtworkLayout | null;
}

type PreflightState = { status: 'checking' } | { status: 'done'; findings: readonly PreflightFindingWire[] } | { status: 'failed' };

/** Pause after the last change before asking (the width slider sends many). */
const SETTLE_MS = 350;

/** The findings for `question`, asked again when it changes ('checking' until the answer for this question arrives). */
export function usePreflight(question: PreflightQuestion): PreflightState {
  const { api } = useAtomValue(servicesAtom);
  const key = JSON.stringify(question);
  const [answered, setAnswered] = useState<{ key: string; state: PreflightState } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const body = JSON.parse(key) as PreflightQuestion;
      api()
        .then((client) => client.call(API_ROUTES.preflightCheck, { body }))
        .then((answer) => {
          if (live) setAnswered({ key, state: { status: 'done', findings: answer.data.findings } });
        })
        .catch(() => {
          if (live) setAnswered({ key, state: { status: 'failed' } });
        });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, key]);
  return answered?.key === key ? answered.state : { status: 'checking' };
}

/** The findings as the print pages show them: severity label and the measured message. */
export function PreflightFindingList({ placementName, state }: { placementName: string; state: PreflightState }) {
  return (
    <section className={css.root} aria-label={`${placementName}のデータチェック`} aria-live="polite">
      <h3 className={css.title}>データチェック（{placementName}）</h3>
      {state.status === 'checking' ? (
        <p className={css.muted}>データを確認しています…</p>
      ) : state.status === 'failed' ? (
        <p className={css.muted}>自動チェックを表示できませんでした。ご注文後にスタッフがデータを確認します。</p>
      ) : state.findings.length === 0 ? (
        <p className={css.muted}>この大きさで印刷するうえで、気になる点は見つかりませんでした。</p>
      ) : (
        <ul className={css.list}>
          {state.findings.map((finding) => (
            <li key={finding.code} className={css.severity[finding.severity]} data-finding={finding.code}>
              <span className={css.label}>{FINDING_SEVERITY_LABELS[finding.severity]}</span>
              {finding.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Asks and shows the preflight of one placement. */
export function PlacementPreflight({ placementName, question }: { placementName: string; question: PreflightQuestion }) {
  return <PreflightFindingList placementName={placementName} state={usePreflight(question)} />;
}
