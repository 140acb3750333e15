/**
 * The order's artwork in the account (issue #30): each placement's state in words, the proof with
 * 「この内容で進める」 and 「修正を依頼する」, a データ不備's reasons and deadline with
 * 「データを再入稿する」, and the shipping date recounted from the last approval with the reason.
 * Loaded in the browser from `GET /api/orders/{number}/art_jobs`; every answer reloads the list.
 */
import { API_ROUTES, type ArtJobListResponse } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { browserApi, serverMessageOf, validationErrorsOf } from '@shop/web-state';
import { useCallback, useEffect, useState } from 'react';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';
import { formatDate } from './order-format.ts';
import { OrderSection } from './order-section.tsx';
import { factTerm, factValue, facts, muted, printThumb } from './orders.css.ts';

type ArtJob = ArtJobListResponse['data'][number];

function messageOf(error: unknown): string {
  const fields = validationErrorsOf(error);
  const first = fields ? Object.values(fields).flat()[0] : undefined;
  return first ?? serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE;
}

function Placement({ job, onChanged }: { job: ArtJob; onChanged: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const latest = job.versions.find((v) => v.number === job.latestVersion);
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    setMessage(null);
    try {
      await action();
      await onChanged();
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const versionNumber = job.latestVersion;
  const upload = (file: File) =>
    run(async () => {
      const api = await browserApi();
      const uploaded = (await api.files.upload(file, file.name)) as { data: { uuid: string } };
      await api.call(API_ROUTES.artResubmit, {
        params: { id: job.id },
        body: { version_number: versionNumber, source: 'customer_upload', file_uuid: uploaded.data.uuid },
      });
    });
  return (
    <section aria-label={`${job.placement.name}のデータ`} data-art-job={job.id}>
      <h3>
        {job.placement.name} <span data-testid="art-status">{job.statusLabel}</span>
      </h3>
      <p className={muted}>{job.hint}</p>
      {latest?.customerFile.thumbnailUrl ? (
        <img className={printThumb} src={latest.customerFile.thumbnailUrl} alt={`${job.placement.name}の校正（第${latest.number}版）`} />
      ) : null}
      <p className={muted}>
        第{versionNumber}版：{latest?.customerFile.name}（印刷幅 {Math.round(latest?.layout.widthMm ?? 0)}mm）
      </p>
      {job.reasons.length > 0 ? (
        <ul>
          {job.reasons.map((reason) => (
            <li key={reason.code}>
              <strong>
                {reason.label}（{reason.severity === 'error' ? '要修正' : '注意'}）
              </strong>
              ：{reason.text}
            </li>
          ))}
        </ul>
      ) : null}
      {job.deadline ? <p>ご返答の期限：{formatDate(job.deadline)}</p> : null}
      {job.actions.includes('approve_proof') ? (
        <p>
          <Button
            disabled={pending}
            onClick={() =>
              void run(async () =>
                (await browserApi()).call(API_ROUTES.artProofApprove, { params: { id: job.id }, body: { version_number: versionNumber } }),
              )
            }
          >
            この内容で進める
          </Button>
        </p>
      ) : null}
      {job.actions.includes('request_changes') ? (
        <form
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
          <label>
            修正したい内容
            <textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} rows={3} />
          </label>
          <Button type="submit" variant="outline" disabled={pending}>
            修正を依頼する
          </Button>
        </form>
      ) : null}
      {job.status === 'needs_fix' ? (
        <p>
          <label>
            データを再入稿する
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.ai"
              disabled={pending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
        </p>
      ) : null}
      {message ? <p role="alert">{message}</p> : null}
    </section>
  );
}

export function ArtworkSection({ orderNumber }: { orderNumber: string }) {
  const [list, setList] = useState<ArtJobListResponse | null>(null);
  // Bumped after every answer of the customer: the list is read again.
  const [round, setRound] = useState(0);
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
        <Placement key={job.id} job={job} onChanged={reload} />
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
