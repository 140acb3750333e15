/**
 * The operator's BYOB commands (issue #15): `byob-requests [--status <s>]` lists requests (newest
 * first), `byob-request <number>` shows one, `quote-byob <number> --price <yen> --lead-days <n>
 * [--note <text>]` quotes it (status quoted) and mails the quote with the link to the request.
 */
import { BYOB_STATUSES, BYOB_STATUS_LABELS, type ByobStatus } from '@shop/order-domain';
import { audit, CLI_ACTOR } from '../audit/audit-service.ts';
import { byobSummary } from '../byob/byob-mail.ts';
import { byobRequest, byobRequests, quoteByobRequest } from '../byob/byob-service.ts';
import type { ByobRow } from '../byob/byob-store.ts';
import type { AdminDeps } from './commands.ts';
import { adminResult, type AdminResult } from './format.ts';

const LIST_LIMIT = 100;

/** `2026-11-24 18:05` in the shop's time zone (JST). */
const jst = (at: Date | string) => new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

function quoteText(row: ByobRow): string {
  return row.quote_price === null ? '' : `${yen(row.quote_price)} ${row.quote_lead_days}営業日`;
}

/** The lines of `byob-request`: the notes keep their own lines, each shown as one line of output. */
function formatByob(row: ByobRow): string[] {
  return [
    `${row.number}  ${BYOB_STATUS_LABELS[row.status]} (${row.status})  ${jst(row.created_at)}`,
    `requester: ${row.name} <${row.email}> ${row.phone}${row.customer_id === null ? ' (guest)' : ` (customer #${row.customer_id})`}`,
    ...byobSummary(row),
    `arrival: ${row.arrival_method} ${row.arrival_date}  wanted: ${row.wanted_date}`,
    ...row.placements.map((p) => `  ${p.placement}: ${p.file_uuid ?? '(no file)'}${p.note ? `  ${p.note}` : ''}`),
    ...(row.notes ? ['notes:', ...row.notes.split('\n').map((line) => `  ${line}`)] : []),
    ...(row.quote_price !== null ? [`quote: ${quoteText(row)}${row.quote_note ? `  ${row.quote_note}` : ''}`] : []),
    ...(row.estimate_number ? [`estimate: ${row.estimate_number}`] : []),
  ];
}

/** Runs one BYOB command; `command` is `byob-requests`, `byob-request` or `quote-byob`. */
export async function runByobCommand(
  command: string,
  number: string | undefined,
  options: { status?: string | undefined; price?: string | undefined; 'lead-days'?: string | undefined; note?: string | undefined },
  deps: AdminDeps,
): Promise<AdminResult> {
  if (command === 'byob-requests') {
    if (number !== undefined) return adminResult(2, [`unexpected argument: ${number}`]);
    const status = options.status ?? null;
    if (status !== null && !BYOB_STATUSES.includes(status as ByobStatus))
      return adminResult(2, [`--status must be one of ${BYOB_STATUSES.join(' ')}`]);
    const rows = await byobRequests(deps.db, status, LIST_LIMIT);
    if (rows.length === 0) return adminResult(0, ['no BYOB requests']);
    return adminResult(
      0,
      rows.map((r) =>
        [r.number, BYOB_STATUS_LABELS[r.status], jst(r.created_at), r.email, `${r.quantity}枚`, `wanted ${r.wanted_date}`, quoteText(r)]
          .filter(Boolean)
          .join('  '),
      ),
    );
  }
  if (number === undefined) return adminResult(2, [`${command} needs a request number (BY-…)`]);
  if (command === 'byob-request') {
    const row = await byobRequest(deps.db, number);
    return row ? adminResult(0, formatByob(row)) : adminResult(1, [`no BYOB request ${number}`]);
  }
  const price = Number(options.price);
  const leadDays = Number(options['lead-days']);
  if (options.price === undefined || options['lead-days'] === undefined)
    return adminResult(2, ['quote-byob needs --price <yen> and --lead-days <n>']);
  const before = await byobRequest(deps.db, number);
  const result = await quoteByobRequest(deps, number, { price, leadDays, note: options.note?.trim() ?? '' });
  if (!result.ok) return adminResult(1, [result.message]);
  await audit.record(deps.db, {
    actor: CLI_ACTOR,
    action: 'byob.quote',
    target: { type: 'byob_request', id: number },
    before: before ? { status: before.status, quote_price: before.quote_price, quote_lead_days: before.quote_lead_days } : null,
    after: {
      status: result.row.status,
      quote_price: result.row.quote_price,
      quote_lead_days: result.row.quote_lead_days,
      quote_note: result.row.quote_note,
    },
    at: deps.now(),
  });
  return adminResult(0, [`${number}: ${BYOB_STATUS_LABELS[result.row.status]} ${quoteText(result.row)} (mailed ${result.row.email})`]);
}
