import { describe, expect, it } from 'vitest';
import {
  DEADLINE_RULE,
  DEADLINE_RULE_TEXT,
  currentDefects,
  customerWaitDates,
  deadlineOutcome,
  deadlineRuleText,
  dueSystemEvent,
  isDeadlinePassed,
} from './deadline.ts';
import { DEFECT_REASONS } from './defect-reasons.ts';
import { FIXTURE_BUSINESS_DAYS, artJobIn } from './testing/index.ts';

/** A shop-local time in Japan as epoch ms. */
const jst = (date: string, time = '10:00') => Date.parse(`${date}T${time}:00+09:00`);
const businessDays = FIXTURE_BUSINESS_DAYS;

describe('customerWaitDates: a reminder after 2 business days, the last day to answer after 5', () => {
  it.each([
    ['a Monday', jst('2026-11-30'), { reminderOn: '2026-12-02', deadline: '2026-12-07' }],
    ['late on a Monday (still that day in Japan)', jst('2026-11-30', '23:30'), { reminderOn: '2026-12-02', deadline: '2026-12-07' }],
    ['a Friday before a holiday Monday (23 November)', jst('2026-11-20'), { reminderOn: '2026-11-25', deadline: '2026-11-30' }],
    ['a Sunday', jst('2026-11-29'), { reminderOn: '2026-12-01', deadline: '2026-12-04' }],
    ['Christmas, across the year-end break', jst('2026-12-25'), { reminderOn: '2027-01-04', deadline: '2027-01-07' }],
  ])('from %s', (_, now, dates) => {
    expect(customerWaitDates({ now, businessDays })).toEqual({ ok: true, value: dates });
  });

  it('takes the shop’s own days', () => {
    expect(customerWaitDates({ now: jst('2026-11-30'), businessDays, reminderAfterDays: 1, deadlineDays: 3 })).toEqual({
      ok: true,
      value: { reminderOn: '2026-12-01', deadline: '2026-12-03' },
    });
  });

  it('says when the calendar ends before the deadline', () => {
    expect(customerWaitDates({ now: jst('2027-03-29'), businessDays })).toEqual({
      ok: false,
      error: { type: 'calendar_too_short', needed: 5 },
    });
  });

  it.each([{ deadlineDays: 0 }, { deadlineDays: 2.5 }, { reminderAfterDays: 0 }, { reminderAfterDays: 6 }])(
    'throws RangeError for %o',
    (days) => {
      expect(() => customerWaitDates({ now: jst('2026-11-30'), businessDays, ...days })).toThrow(RangeError);
    },
  );
});

describe('dueSystemEvent: what the schedule does for a waiting job', () => {
  it('nothing before the reminder day, the reminder on it, the deadline rule after the last day', () => {
    const job = artJobIn('needs_fix'); // rejected Tuesday 24 November: reminder 26th, deadline 1 December
    expect(job.waiting).toMatchObject({ reminderOn: '2026-11-26', deadline: '2026-12-01' });
    expect(dueSystemEvent(job, jst('2026-11-25', '23:59'))).toBeNull();
    expect(dueSystemEvent(job, jst('2026-11-26', '00:00'))).toBe('send_reminder');
    expect(dueSystemEvent({ waiting: { ...job.waiting!, remindedAt: jst('2026-11-26') } }, jst('2026-11-27'))).toBeNull();
    expect(dueSystemEvent(job, jst('2026-12-01', '23:59'))).toBe('send_reminder');
    expect(dueSystemEvent(job, jst('2026-12-02', '00:00'))).toBe('deadline_passed');
    expect(isDeadlinePassed(job.waiting!, jst('2026-12-02', '00:00'))).toBe(true);
  });

  it('nothing for a job that waits on nobody', () => {
    expect(dueSystemEvent(artJobIn('awaiting_check'), jst('2027-03-01'))).toBeNull();
  });
});

describe('the deadline rule', () => {
  it('an unanswered proof and warnings only print as they are; any error cancels', () => {
    expect(DEADLINE_RULE).toEqual({ unansweredProof: 'proceed_as_is', warningsOnly: 'proceed_as_is', anyError: 'cancel_with_refund' });
    expect(deadlineOutcome(artJobIn('awaiting_proof'))).toBe('proceeded_as_is');
    expect(deadlineOutcome(artJobIn('needs_fix', { reasons: ['low_resolution', 'thin_lines', 'small_text'] }))).toBe('proceeded_as_is');
    expect(deadlineOutcome(artJobIn('needs_fix', { reasons: ['low_resolution', 'too_many_inks'] }))).toBe('cancelled');
  });

  it('reads the reasons of the データ不備 the job is in', () => {
    expect(currentDefects(artJobIn('needs_fix', { reasons: ['small_text'] }))).toEqual([
      { code: 'small_text', text: DEFECT_REASONS.small_text.template },
    ]);
    expect(currentDefects(artJobIn('awaiting_proof'))).toEqual([]);
  });

  it('is written out for the guidance pages with the shop’s days and the reasons of each kind', () => {
    expect(DEADLINE_RULE_TEXT).toBe(
      [
        'データ不備のご連絡や校正（WEB校正）をお送りした日の翌営業日から数えて5営業日目が、ご返答の期限です。同じく2営業日目になってもご返答がない場合は、確認のメールをもう一度お送りします。',
        '期限までにご返答がない場合は、次のとおり進めます。',
        '・校正へのご返答がない場合：お送りした校正の内容で製作します。',
        '・データ不備が「注意」の項目（解像度不足、細い線、小さい文字、透明・半透明（白の下地））だけの場合：現在のデータのまま製作します。',
        '・データ不備に「要修正」の項目（印刷範囲外、インク色数の超過、ファイルの破損、その他）がある場合：ご注文をキャンセルし、代金を全額返金します。',
        'いずれの場合もメールでお知らせし、製作に進む場合の発送予定日は、その日から数え直します。',
      ].join('\n'),
    );
    expect(deadlineRuleText({ reminderAfterDays: 3, deadlineDays: 7 })).toMatch(/^データ不備.*7営業日目.*3営業日目になっても/);
  });
});
