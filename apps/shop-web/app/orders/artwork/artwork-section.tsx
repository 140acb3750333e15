/**
 * The order's artwork in the account (issue #30), per placement: its state in words (データ確認中,
 * 校正確認待ち, データ不備, 製作待ち…) and what happens next; the proof as the garment mock-up in each
 * ordered colour at the version's layout and true scale (art-proof.tsx); on 校正確認待ち
 * 「この内容で進める」 and 「修正を依頼する」 with a note; on データ不備 the staff's reasons, the
 * deadline, 「データを再入稿する」 (the ordering upload widget with its preflight and mock-up,
 * art-resubmit.tsx), 「デザインツールで修正する」 (art-design-fix.tsx) and, when every reason is a
 * warning, 「このまま進める」; and the shipping date recounted from the last approval with the reason.
 * Loaded in the browser from `GET /api/orders/{number}/art_jobs`; every answer reloads the list.
 */
import { API_ROUTES, type ArtJobListResponse, type Order } from '@shop/api-contract';
import { ART_EVENT_LABELS, RESUBMIT_LABELS } from '@shop/artwork-domain';
import { Button } from '@shop/ui';
import { browserApi, serverMessageOf, validationErrorsOf } from '@shop/web-state';
import { useCallback, useEffect, useId, useState } from 'react';
import { useArtworkFiles } from '../../print/artwork-files.ts';
import { PreflightFindingList } from '../../print/proof/preflight-findings.tsx';
import { ShareProofButton } from '../../proof-share/share-proof-button.tsx';
import { NETWORK_FAILED_MESSAGE } from '../../routes/account/submit-error.ts';
import { formatDate } from '../order-format.ts';
import { OrderSection } from '../order-section.tsx';
import { factTerm, factValue, facts, muted } from '../orders.css.ts';
import { ArtDesignFix } from './art-design-fix.tsx';
import { answersOf, latestOf, productionOf, type ArtJob, type ArtProduction } from './art-job-view.ts';
import { ArtProof, printedFileOf } from './art-proof.tsx';
import { ArtResubmit } from './art-resubmit.tsx';
import * as css from './artwork.css.ts';

function messageOf(error: unknown): string {
  const fields = validationErrorsOf(error);
  const first = fields ? Object.values(fields).flat()[0] : undefined;
  return first ?? serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE;
}

const roundMm = (mm: number) => Math.round(mm * 10) / 10;

function Placement({
  orderNumber,
  job,
  production,
  onChanged,
}: {
  orderNumber: string;
  job: ArtJob;
  production: ArtProduction | null;
  onChanged: () => Promise<void>;
}) {
  const noteId = useId();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [reuploading, setReuploading] = useState(false);
  const latest = latestOf(job);
  const printed = latest ? printedFileOf(latest) : null;
  const [file] = useArtworkFiles([printed?.uuid ?? null]);
  const answers = answersOf(job);
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    setMessage(null);
    try {
      await action();
      setReuploading(false);
      await onChanged();
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const versionNumber = job.latestVersion;
  return (
    <section className={css.placement} aria-label={`${job.placement.name}のデータ`} data-art-job={job.id}>
      <h3 className={css.placementTitle}>
        {job.placement.name}
        <span className={css.status} data-testid="art-status">
          {job.statusLabel}
        </span>
      </h3>
      <p className={muted}>{job.hint}</p>
      {latest && production ? <ArtProof job={job} version={latest} production={production} file={file ?? null} /> : null}
      {latest ? (
        <p className={muted}>
          第{latest.number}版（{latest.sourceLabel}）：{printed?.name}（印刷幅 {roundMm(latest.layout.widthMm)}mm）
        </p>
      ) : null}
      {latest?.preflightKept ? (
        // What the version's preflight found when it was made (kept with it, not measured again).
        <PreflightFindingList
          placementName={`${job.placement.name}・第${latest.number}版`}
          state={{ status: 'done', findings: latest.preflight }}
        />
      ) : null}
      {job.reasons.length > 0 ? (
        <ul className={css.reasons} aria-label="データ不備の内容">
          {job.reasons.map((reason) => (
            <li key={reason.code} data-severity={reason.severity}>
              <strong>
                {reason.label}（{reason.severity === 'error' ? '要修正' : '注意'}）
              </strong>
              ：{reason.text}
            </li>
          ))}
        </ul>
      ) : null}
      {job.deadline ? <p className={css.deadline}>ご返答の期限：{formatDate(job.deadline)}</p> : null}
      {answers.approveProof || answers.fix ? (
        <div className={css.actions}>
          {answers.approveProof ? (
            <Button
              disabled={pending}
              onClick={() =>
                void run(async () =>
                  (await browserApi()).call(API_ROUTES.artProofApprove, {
                    params: { id: job.id },
                    body: { version_number: versionNumber },
                  }),
                )
              }
            >
              {ART_EVENT_LABELS.approve_proof}
            </Button>
          ) : null}
          {answers.fix ? (
            <Button
              variant={reuploading ? 'outline' : 'primary'}
              disabled={pending}
              aria-expanded={reuploading}
              onClick={() => setReuploading((open) => !open)}
            >
              {RESUBMIT_LABELS.customer_upload}
            </Button>
          ) : null}
          {answers.fix && latest && production ? (
            <ArtDesignFix
              orderNumber={orderNumber}
              job={job}
              version={latest}
              production={production}
              file={file ?? null}
              pending={pending}
              onError={setMessage}
            />
          ) : null}
          {answers.acceptAsIs ? (
            <Button
              variant="outline"
              disabled={pending}
              onClick={() =>
                void run(async () =>
                  (await browserApi()).call(API_ROUTES.artAcceptAsIs, { params: { id: job.id }, body: { version_number: versionNumber } }),
                )
              }
            >
              {ART_EVENT_LABELS.accept_as_is}
            </Button>
          ) : null}
          {/* 校正確認待ち: the proof can be shown to the team before answering (a link without prices). */}
          {answers.approveProof ? (
            <ShareProofButton
              source={{ source: 'order', productionNumber: job.productionNumber }}
              label={`${job.placement.name}（${job.productionNumber}）`}
            />
          ) : null}
        </div>
      ) : null}
      {answers.acceptAsIs ? (
        <p className={muted}>
          ご指摘がすべて「注意」のため、「{ART_EVENT_LABELS.accept_as_is}」を選ぶと現在のデータ（第{versionNumber}版）のまま製作に進みます。
        </p>
      ) : null}
      {answers.fix && reuploading && latest && production ? (
        <ArtResubmit job={job} version={latest} production={production} run={run} pending={pending} />
      ) : null}
      {answers.requestChanges ? (
        <form
          className={css.field}
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () =>
              (await browserApi()).call(API_ROUTES.artChangeRequest, {
                params: { id: job.id },
                body: { version_number: versionNumber, note },
              }),
            );
          }}
        >
          <label htmlFor={noteId}>修正したい内容</label>
          <textarea
            id={noteId}
            className={css.textarea}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={2000}
            rows={3}
          />
          <div className={css.actions}>
            <Button type="submit" variant="outline" disabled={pending}>
              {ART_EVENT_LABELS.request_changes}
            </Button>
          </div>
        </form>
      ) : null}
      {message ? (
        <p className={css.alert} role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}

export function ArtworkSection({ order }: { order: Pick<Order, 'number' | 'lines'> }) {
  const [list, setList] = useState<ArtJobListResponse | null>(null);
  // Bumped after every answer of the customer: the list is read again.
  const [round, setRound] = useState(0);
  const orderNumber = order.number;
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const api = await browserApi();
        const answer = (await api.call(API_ROUTES.orderArtJobs, { params: { number: orderNumber } })) as ArtJobListResponse;
        if (current) setList(answer);
      } catch {
        if (current) setList(null);
      }
    })();
    return () => {
      current = false;
    };
  }, [orderNumber, round]);
  const reload = useCallback(async () => setRound((n) => n + 1), []);
  if (!list || list.data.length === 0) return null;
  return (
    <OrderSection heading="プリントデータの確認">
      {list.data.map((job) => (
        <Placement key={job.id} orderNumber={orderNumber} job={job} production={productionOf(order.lines, job)} onChanged={reload} />
      ))}
      {list.meta.shipDate ? (
        <dl className={facts}>
          <dt className={factTerm}>発送予定日</dt>
          <dd className={factValue}>{formatDate(list.meta.shipDate.shipDate)}</dd>
          <dt className={factTerm}>理由</dt>
          <dd className={factValue}>{list.meta.shipDate.reason}</dd>
        </dl>
      ) : null}
    </OrderSection>
  );
}
