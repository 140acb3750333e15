import { describe, expect, it } from 'vitest';
import { allowedEvents, transition } from './transition.ts';
import { A_CUSTOMER, A_STAFF, HOUR_MS, THE_SYSTEM, aFileRef, aNewVersion, artJobIn } from './testing/index.ts';

/** 10:00 in Japan on a shop-local day (epoch ms). */
const jst10 = (date: string) => Date.parse(`${date}T01:00:00Z`);

describe('transition: the customer', () => {
  it('a re-upload is a new version waiting for the check, and the staff are told', () => {
    const job = artJobIn('needs_fix');
    const at = job.updatedAt + HOUR_MS;
    const version = aNewVersion({ customerFile: aFileRef(4), note: '高解像度の画像です。' });
    const result = transition(job, { type: 'resubmit', by: A_CUSTOMER, versionNumber: 1, source: 'design_tool', version }, at);
    expect(result.ok && result.value.job).toMatchObject({ status: 'awaiting_check', waiting: null });
    expect(result.ok && result.value.job.versions[1]).toMatchObject({
      number: 2,
      source: 'design_tool',
      customerFile: aFileRef(4),
      createdBy: A_CUSTOMER,
    });
    expect(result.ok && result.value.record.note).toBe('高解像度の画像です。');
  });

  it('refuses a re-upload with another source or a file without its SHA-256', () => {
    const job = artJobIn('needs_fix');
    const source = 'staff_fix' as 'design_tool';
    expect(transition(job, { type: 'resubmit', by: A_CUSTOMER, versionNumber: 1, source, version: aNewVersion() }, job.updatedAt)).toEqual({
      ok: false,
      error: { type: 'invalid_source', source: 'staff_fix' },
    });
    const version = aNewVersion({ customerFile: aFileRef(4, { sha256: '' }) });
    expect(
      transition(job, { type: 'resubmit', by: A_CUSTOMER, versionNumber: 1, source: 'customer_upload', version }, job.updatedAt),
    ).toEqual({ ok: false, error: { type: 'invalid_file', field: 'customerFile', problem: 'sha256' } });
  });

  it('asking for changes needs a note of at most 2,000 characters', () => {
    const job = artJobIn('awaiting_proof');
    const ask = (note: string) => transition(job, { type: 'request_changes', by: A_CUSTOMER, versionNumber: 1, note }, job.updatedAt);
    expect(ask('  ')).toEqual({ ok: false, error: { type: 'note_required' } });
    expect(ask('あ'.repeat(2001))).toEqual({ ok: false, error: { type: 'note_too_long', max: 2000 } });
    const asked = ask('ロゴを左胸に');
    expect(asked.ok && asked.value.job.versions[0]?.decisions.at(-1)).toMatchObject({ outcome: 'changes_requested', note: 'ロゴを左胸に' });
  });

  it('「このまま進める」 applies only when every defect is a warning', () => {
    const warnings = artJobIn('needs_fix', { reasons: ['low_resolution', 'small_text'] });
    expect(allowedEvents(warnings, 'customer')).toContain('accept_as_is');
    const errors = artJobIn('needs_fix', { reasons: ['low_resolution', 'outside_print_area'] });
    expect(allowedEvents(errors, 'customer')).toEqual(['resubmit']);
    expect(transition(errors, { type: 'accept_as_is', by: A_CUSTOMER, versionNumber: 1 }, errors.updatedAt)).toEqual({
      ok: false,
      error: { type: 'errors_need_fix' },
    });
  });

  it('approving the proof makes the job ready at that moment with a proof_approved decision by the customer', () => {
    const job = artJobIn('awaiting_proof');
    const at = job.updatedAt + HOUR_MS;
    const result = transition(job, { type: 'approve_proof', by: A_CUSTOMER, versionNumber: 1 }, at);
    expect(result.ok && result.value.job).toMatchObject({ status: 'ready_for_production', readyAt: at, waiting: null });
    expect(result.ok && result.value.job.versions[0]?.decisions.map((d) => [d.outcome, d.by.role])).toEqual([
      ['data_approved', 'staff'],
      ['proof_approved', 'customer'],
    ]);
  });
});

describe('transition: reminders and the deadline', () => {
  it('sends one reminder from its day on, never before, never twice', () => {
    const job = artJobIn('needs_fix');
    const wait = job.waiting!;
    const early = jst10(wait.reminderOn) - 24 * HOUR_MS;
    expect(transition(job, { type: 'send_reminder', by: THE_SYSTEM }, early)).toEqual({ ok: false, error: { type: 'reminder_not_due' } });
    const at = jst10(wait.reminderOn);
    const reminded = transition(job, { type: 'send_reminder', by: THE_SYSTEM }, at);
    expect(reminded.ok && reminded.value.job.waiting).toEqual({ ...wait, remindedAt: at });
    if (!reminded.ok) return;
    expect(transition(reminded.value.job, { type: 'send_reminder', by: THE_SYSTEM }, at + HOUR_MS)).toEqual({
      ok: false,
      error: { type: 'reminder_not_due' },
    });
  });

  it('the deadline passes at midnight after its day in Japan, not before', () => {
    const job = artJobIn('awaiting_proof');
    const deadline = job.waiting!.deadline;
    const lastMinute = Date.parse(`${deadline}T14:59:00Z`); // 23:59 JST on the deadline
    expect(transition(job, { type: 'deadline_passed', by: THE_SYSTEM }, lastMinute)).toEqual({
      ok: false,
      error: { type: 'deadline_not_passed', deadline },
    });
    const passed = transition(job, { type: 'deadline_passed', by: THE_SYSTEM }, lastMinute + 60_000);
    expect(passed.ok && passed.value.job.status).toBe('proceeded_as_is');
  });

  it('after the deadline, defects that are only warnings print as they are, and an error cancels the order with a refund', () => {
    const warnings = artJobIn('proceeded_as_is', { reasons: ['low_resolution', 'thin_lines'] });
    expect(warnings.versions[0]?.decisions.at(-1)).toMatchObject({ outcome: 'deadline_proceeded', by: THE_SYSTEM });
    const job = artJobIn('needs_fix', { reasons: ['thin_lines', 'broken_file'] });
    const at = jst10(job.waiting!.deadline) + 24 * HOUR_MS;
    const result = transition(job, { type: 'deadline_passed', by: THE_SYSTEM }, at);
    expect(result.ok && result.value.job).toMatchObject({ status: 'cancelled', waiting: null, readyAt: null });
    expect(result.ok && result.value.effects).toEqual(['mail_cancelled', 'cancel_order_with_refund']);
    expect(result.ok && result.value.job.versions[0]?.decisions.at(-1)).toMatchObject({ outcome: 'deadline_cancelled', by: THE_SYSTEM });
  });

  it('a cancellation records why', () => {
    const job = artJobIn('ready_for_production');
    const result = transition(job, { type: 'cancel', by: A_STAFF, note: 'ご注文のキャンセル' }, job.updatedAt);
    expect(result.ok && result.value.record).toMatchObject({ from: 'ready_for_production', to: 'cancelled', note: 'ご注文のキャンセル' });
    expect(result.ok && result.value.job.readyAt).toBe(job.readyAt);
    const tooLong = transition(job, { type: 'cancel', by: A_STAFF, note: 'x'.repeat(2001) }, job.updatedAt);
    expect(tooLong).toEqual({ ok: false, error: { type: 'note_too_long', max: 2000 } });
  });
});
