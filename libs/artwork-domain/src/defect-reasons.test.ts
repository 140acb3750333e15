import { describe, expect, it } from 'vitest';
import {
  DEFECT_REASONS,
  DEFECT_REASON_CODES,
  checkDefectReasons,
  defectReasonFromTemplate,
  defectSeverity,
  isDefectReasonCode,
} from './defect-reasons.ts';

describe('defect reasons (データ不備)', () => {
  it('each code has a label, a severity and a template; the ones that cannot print are errors', () => {
    expect(Object.keys(DEFECT_REASONS)).toEqual([...DEFECT_REASON_CODES]);
    expect(DEFECT_REASON_CODES.filter((code) => DEFECT_REASONS[code].severity === 'error')).toEqual([
      'outside_print_area',
      'too_many_inks',
      'broken_file',
      'other',
    ]);
    for (const code of DEFECT_REASON_CODES) expect(DEFECT_REASONS[code].template.length).toBeGreaterThan(10);
  });

  it('starts a reason from its template', () => {
    expect(defectReasonFromTemplate('thin_lines')).toEqual({ code: 'thin_lines', text: DEFECT_REASONS.thin_lines.template });
    expect(isDefectReasonCode('thin_lines')).toBe(true);
    expect(isDefectReasonCode('blur')).toBe(false);
  });

  it.each([
    [
      [
        { code: 'small_text', text: 'a' },
        { code: 'small_text', text: 'b' },
      ],
      { type: 'duplicate_reason', code: 'small_text' },
    ],
    [[{ code: 'small_text', text: 'あ'.repeat(1001) }], { type: 'reason_text_too_long', code: 'small_text', max: 1000 }],
    [[{ code: 'other', text: ` ${DEFECT_REASONS.other.template} ` }], { type: 'other_needs_details' }],
  ])('refuses %j', (reasons, error) => {
    expect(checkDefectReasons(reasons)).toEqual({ ok: false, error });
  });

  it('accepts edited texts, trimmed, and "other" with the staff’s own words', () => {
    expect(checkDefectReasons([{ code: 'other', text: ' 袖の位置をご確認ください。 ' }])).toEqual({
      ok: true,
      value: [{ code: 'other', text: '袖の位置をご確認ください。' }],
    });
  });

  it('is an error when any reason is one, else a warning', () => {
    expect(defectSeverity([{ code: 'low_resolution' }, { code: 'thin_lines' }])).toBe('warning');
    expect(defectSeverity([{ code: 'low_resolution' }, { code: 'broken_file' }])).toBe('error');
    expect(defectSeverity([])).toBe('warning');
  });
});
