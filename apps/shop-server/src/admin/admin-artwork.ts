/**
 * The operator's artwork commands (issue #30; the back office's データチェック does the same): `art-jobs
 * <order>` lists an order's placements, `art-approve <job>` approves the latest version (the proof
 * goes out, or production follows when the customer chose none), `art-reject <job> --reason <codes>`
 * sends データ不備. They call the same artwork service as the back office's check screen, as the
 * command line (CLI_ART_STAFF: order history actor 'cli', audit actor `cli`).
 */
import {
  ART_JOB_STATUS_LABELS,
  DEFECT_REASON_CODES,
  DEFECT_REASONS,
  currentDefects,
  defectReasonFromTemplate,
  isDefectReasonCode,
  latestVersion,
} from '@shop/artwork-domain';
import { CLI_ART_STAFF, ordersWithArtwork } from '../artwork/artwork-service.ts';
import { HttpProblem } from '../http/errors.ts';
import { adminResult } from './format.ts';
import type { AdminDeps, AdminResult } from './commands.ts';

export const ART_USAGE = `  art-jobs <number>                          an order's artwork: one line per placement (job id, state, version)
  art-approve <job-id> [--note <text>]       approve the latest version: 校正確認待ち (or 製作待ち without a proof)
  art-reject <job-id> --reason <code,…> [--note <text>]
                                             データ不備 with reasons and the deadline (mailed to the customer)
                                             reasons: ${DEFECT_REASON_CODES.join(' ')}`;

export async function runArtworkCommand(
  command: 'art-jobs' | 'art-approve' | 'art-reject',
  target: string | undefined,
  values: { note?: string | undefined; reason?: string | undefined },
  deps: AdminDeps,
  usage: (message: string) => AdminResult,
): Promise<AdminResult> {
  const { artwork } = ordersWithArtwork(deps);
  if (!target) return usage(`${command} needs ${command === 'art-jobs' ? 'an order number' : 'a job id'}`);
  if (command === 'art-jobs') {
    const jobs = await artwork.jobsOfOrderNumber(target);
    if (!jobs) return adminResult(1, [`no order ${target}`]);
    if (jobs.length === 0) return adminResult(0, [`${target}: no art jobs`]);
    const lines = jobs.map(({ job, productionNumber }) => {
      const latest = latestVersion(job);
      const wait = job.waiting ? ` 期限 ${job.waiting.deadline}` : '';
      const reasons = currentDefects(job).map((r) => DEFECT_REASONS[r.code].label);
      return `#${job.id} ${productionNumber} ${job.placement.name}: ${ART_JOB_STATUS_LABELS[job.status].staff} (${job.status}) v${latest.number} ${latest.customerFile.name}${wait}${reasons.length > 0 ? ` [${reasons.join('、')}]` : ''}`;
    });
    return adminResult(0, lines);
  }
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id < 1) return usage(`${command} needs a job id (art-jobs <number> lists them)`);
  try {
    const note = values.note ?? null;
    if (command === 'art-approve') {
      const { job } = await artwork.staffApprove(id, note, CLI_ART_STAFF);
      return adminResult(0, [`#${id}: ${ART_JOB_STATUS_LABELS[job.status].staff} (${job.status})`]);
    }
    const codes = (values.reason ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== '');
    if (codes.length === 0) return usage('art-reject needs --reason <code,…>');
    const unknown = codes.filter((code) => !isDefectReasonCode(code));
    if (unknown.length > 0) return adminResult(1, [`#${id}: unknown defect reason: ${unknown.join(', ')}`]);
    // The reasons' templates as the customer's text (the back office lets staff edit them).
    const reasons = codes.filter(isDefectReasonCode).map(defectReasonFromTemplate);
    const { job } = await artwork.staffReject(id, { reasons, note }, CLI_ART_STAFF);
    return adminResult(0, [`#${id}: ${ART_JOB_STATUS_LABELS[job.status].staff} (${job.status}) 期限 ${job.waiting?.deadline ?? '-'}`]);
  } catch (error) {
    if (error instanceof HttpProblem) return adminResult(1, [`#${id}: ${error.status === 404 ? 'no such art job' : error.message}`]);
    throw error;
  }
}
