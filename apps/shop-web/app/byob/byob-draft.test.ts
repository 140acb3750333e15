import { buildBusinessDays } from '@shop/business-days';
import { describe, expect, it } from 'vitest';
import {
  BYOB_STEPS,
  EMPTY_BYOB_DRAFT,
  EMPTY_QUANTITIES,
  contactStepErrors,
  firstIncompleteStep,
  garmentStepErrors,
  parseDraft,
  printStepErrors,
  quantityRows,
  requestBody,
  type ByobDraft,
} from './byob-draft.ts';

const calendar = {
  today: '2026-12-01',
  businessDays: buildBusinessDays({ from: '2026-12-01', to: '2027-02-28', holidays: [], closures: [] }),
  transitDays: 1,
};

const complete: ByobDraft = {
  ...EMPTY_BYOB_DRAFT,
  garment_kind: 'tshirt',
  material: 'cotton',
  colors: '白',
  quantities: { ...EMPTY_QUANTITIES, M: '２０', L: '10' },
  print_method_id: '3',
  placements: [{ placement: 'front', file: null, note: '' }],
  name: '山田 太郎',
  email: 'taro@example.com',
  phone: '090-1234-5678',
  arrival_method: 'parcel',
  arrival_date: '2026-12-04',
  wanted_date: '2026-12-25',
};

describe('BYOB steps', () => {
  it('reads typed pieces (full-width digits too) and leaves empty sizes out', () => {
    expect(quantityRows(complete.quantities)).toEqual([
      { size: 'M', quantity: 20 },
      { size: 'L', quantity: 10 },
    ]);
  });

  it('step 1 asks for every field with the contract’s Japanese messages and at least one piece', () => {
    expect(garmentStepErrors(EMPTY_BYOB_DRAFT)).toEqual({
      garment_kind: 'アイテムの種類を選択してください',
      material: '素材を選択してください',
      colors: 'ボディの色を入力してください',
      quantities: '枚数を1枚以上入力してください',
    });
    expect(garmentStepErrors({ ...complete, quantities: { ...EMPTY_QUANTITIES, M: '2枚' } })).toEqual({
      quantities: '枚数は0〜9999の数字で入力してください',
    });
    expect(garmentStepErrors({ ...complete, quantities: { ...EMPTY_QUANTITIES, M: '501' } })).toEqual({
      quantities: 'Mの枚数は500枚までで入力してください',
    });
    expect(garmentStepErrors(complete)).toEqual({});
  });

  it('step 2 needs a method and a placement', () => {
    expect(printStepErrors({ ...complete, print_method_id: '', placements: [] })).toEqual({
      print_method_id: 'プリント方法を選択してください',
      placements: 'プリント位置を1か所以上選択してください',
    });
    expect(printStepErrors(complete)).toEqual({});
  });

  it('step 3 checks the contact and the dates against the production days', () => {
    expect(contactStepErrors({ ...complete, email: 'taro', phone: '12' }, calendar)).toEqual({
      email: 'メールアドレスの形式が正しくありません',
      phone: '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）',
    });
    expect(contactStepErrors({ ...complete, wanted_date: '2026-12-18' }, calendar)['wanted_date']).toContain('2026年12月19日以降');
    expect(contactStepErrors(complete, calendar)).toEqual({});
  });

  it('the confirm page sends the shopper back to the first incomplete step', () => {
    expect(firstIncompleteStep(EMPTY_BYOB_DRAFT, calendar)).toBe(BYOB_STEPS[0].path);
    expect(firstIncompleteStep({ ...complete, placements: [] }, calendar)).toBe('/byob/ask_2');
    expect(firstIncompleteStep({ ...complete, name: '' }, calendar)).toBe('/byob/ask_3');
    expect(firstIncompleteStep(complete, calendar)).toBeNull();
  });

  it('builds the wire body the API takes', () => {
    expect(requestBody(complete)).toMatchObject({
      print_method_id: 3,
      quantities: [
        { size: 'M', quantity: 20 },
        { size: 'L', quantity: 10 },
      ],
      placements: [{ placement: 'front', file_uuid: null, note: '' }],
    });
  });

  it('reads back a stored draft and ignores anything malformed', () => {
    expect(parseDraft(JSON.stringify(complete))).toEqual(complete);
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...complete, garment_kind: 'spaceship' }))).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});
