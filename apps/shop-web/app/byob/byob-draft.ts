/**
 * The BYOB request being written (`/byob/ask` → `/ask_2` → `/ask_3` → `/byob/confirm`): what the
 * shopper typed, as form strings, kept in sessionStorage for this tab so a reload or going back keeps
 * it. Each step is checked with the contract's step schema (the server's own rules and Japanese
 * messages) and the domain's rules (pieces in all, the wanted date after the production days)
 * before the next step opens; the body sent is built here too.
 */
import {
  BYOB_ARRIVAL_METHOD_VALUES,
  BYOB_GARMENT_KIND_VALUES,
  BYOB_MATERIAL_VALUES,
  BYOB_PLACEMENT_VALUES,
  BYOB_SIZE_VALUES,
  ByobContactStepSchema,
  ByobGarmentStepSchema,
  ByobPrintStepSchema,
  type ByobRequestFormInput,
  FileKindSchema,
} from '@shop/api-contract';
import { checkByobDates, checkByobQuantities } from '@shop/order-domain';
import { validate } from '@shop/validation';
import type { UploadedFile } from '@shop/web-state';
import * as v from 'valibot';

export type ByobSizeValue = (typeof BYOB_SIZE_VALUES)[number];
export type ByobPlacementValue = (typeof BYOB_PLACEMENT_VALUES)[number];

/** One chosen placement with its upload (null: the data is sent later) and a note. */
export interface DraftPlacement {
  placement: ByobPlacementValue;
  file: UploadedFile | null;
  note: string;
}

/** The request as typed. */
export interface ByobDraft {
  garment_kind: string;
  material: string;
  colors: string;
  /** pieces per size as typed ('' = none) */
  quantities: Record<ByobSizeValue, string>;
  print_method_id: string;
  placements: DraftPlacement[];
  name: string;
  email: string;
  phone: string;
  arrival_method: string;
  arrival_date: string;
  wanted_date: string;
  notes: string;
}

export const EMPTY_QUANTITIES = Object.fromEntries(BYOB_SIZE_VALUES.map((size) => [size, ''])) as Record<ByobSizeValue, string>;

export const EMPTY_BYOB_DRAFT: ByobDraft = {
  garment_kind: '',
  material: '',
  colors: '',
  quantities: EMPTY_QUANTITIES,
  print_method_id: '',
  placements: [],
  name: '',
  email: '',
  phone: '',
  arrival_method: '',
  arrival_date: '',
  wanted_date: '',
  notes: '',
};

/** The steps, in order, with their paths and names. */
export const BYOB_STEPS = [
  { path: '/byob/ask', name: 'アイテム' },
  { path: '/byob/ask_2', name: 'プリント' },
  { path: '/byob/ask_3', name: 'お客様情報' },
  { path: '/byob/confirm', name: '確認' },
] as const;

/** Field errors of one step: the first message of each field. */
export type StepErrors = Partial<Record<string, string>>;

/** The pieces typed: whole numbers ≥ 0 per size; anything else reads as NaN (the schema refuses it). */
export function quantityRows(quantities: Record<ByobSizeValue, string>): { size: ByobSizeValue; quantity: number }[] {
  return BYOB_SIZE_VALUES.flatMap((size) => {
    const typed = (quantities[size] ?? '').normalize('NFKC').trim();
    if (typed === '') return [];
    return [{ size, quantity: /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN }];
  });
}

function firstErrors(errors: Record<string, string[]>): StepErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages[0] ?? '']));
}

function schemaErrors(schema: v.GenericSchema, input: unknown): StepErrors {
  const result = validate(schema, input);
  return result.ok ? {} : firstErrors(result.errors);
}

const methodId = (draft: ByobDraft) => (/^\d+$/.test(draft.print_method_id) ? Number(draft.print_method_id) : 0);

/** The request body as the API takes it (wire keys). */
export function requestBody(draft: ByobDraft): ByobRequestFormInput {
  return {
    garment_kind: draft.garment_kind as ByobRequestFormInput['garment_kind'],
    material: draft.material as ByobRequestFormInput['material'],
    colors: draft.colors,
    quantities: quantityRows(draft.quantities),
    print_method_id: methodId(draft),
    placements: draft.placements.map((p) => ({ placement: p.placement, file_uuid: p.file?.uuid ?? null, note: p.note })),
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    arrival_method: draft.arrival_method as ByobRequestFormInput['arrival_method'],
    arrival_date: draft.arrival_date,
    wanted_date: draft.wanted_date,
    notes: draft.notes,
  };
}

/** Step 1: garment kind, material, colours, pieces per size (at least one in all, within the limits). */
export function garmentStepErrors(draft: ByobDraft): StepErrors {
  const body = requestBody(draft);
  const errors = schemaErrors(ByobGarmentStepSchema, {
    garment_kind: body.garment_kind,
    material: body.material,
    colors: body.colors,
    quantities: body.quantities,
  });
  const rows = quantityRows(draft.quantities);
  // The per-row messages of the schema read as one message of the grid.
  const rest: StepErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('quantities')));
  if (rows.some((row) => Number.isNaN(row.quantity))) return { ...rest, quantities: '枚数は0〜9999の数字で入力してください' };
  const message = checkByobQuantities(rows);
  return message ? { ...rest, quantities: message } : rest;
}

/** Step 2: a method and at least one placement (uploads are optional: the data may follow by mail). */
export function printStepErrors(draft: ByobDraft): StepErrors {
  const body = requestBody(draft);
  return schemaErrors(ByobPrintStepSchema, { print_method_id: body.print_method_id, placements: body.placements });
}

/** Step 3: contact, arrival and wanted dates (the dates against the business-day calendar). */
export function contactStepErrors(
  draft: ByobDraft,
  calendar: { today: string; businessDays: readonly string[]; transitDays: number },
): StepErrors {
  const body = requestBody(draft);
  const errors = schemaErrors(ByobContactStepSchema, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    arrival_method: body.arrival_method,
    arrival_date: body.arrival_date,
    wanted_date: body.wanted_date,
    notes: body.notes,
  });
  if (errors['arrival_date'] || errors['wanted_date']) return errors;
  return { ...errors, ...checkByobDates({ ...calendar, arrivalDate: draft.arrival_date, wantedDate: draft.wanted_date }) };
}

/** The first step whose data is not complete (its path), or null when the request can be sent. */
export function firstIncompleteStep(draft: ByobDraft, calendar: Parameters<typeof contactStepErrors>[1]): string | null {
  if (Object.keys(garmentStepErrors(draft)).length > 0) return BYOB_STEPS[0].path;
  if (Object.keys(printStepErrors(draft)).length > 0) return BYOB_STEPS[1].path;
  if (Object.keys(contactStepErrors(draft, calendar)).length > 0) return BYOB_STEPS[2].path;
  return null;
}

/** The sessionStorage key of the draft. */
export const BYOB_DRAFT_KEY = 'shop.byobDraft';

const pick = <T extends string>(values: readonly T[]) => v.union([v.literal(''), v.picklist(values)]);
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** The stored draft's shape; anything else (malformed JSON, an older format) reads as no draft. */
const StoredDraftSchema = v.object({
  garment_kind: pick(BYOB_GARMENT_KIND_VALUES),
  material: pick(BYOB_MATERIAL_VALUES),
  colors: text(1000),
  quantities: v.record(v.picklist(BYOB_SIZE_VALUES), text(20)),
  print_method_id: text(20),
  placements: v.array(
    v.object({
      placement: v.picklist(BYOB_PLACEMENT_VALUES),
      file: v.nullable(
        v.object({
          uuid: v.string(),
          kind: FileKindSchema,
          name: v.string(),
          width: v.nullable(v.number()),
          height: v.nullable(v.number()),
          needsCheck: v.boolean(),
          thumbnailUrl: v.string(),
        }),
      ),
      note: text(1000),
    }),
  ),
  name: text(1000),
  email: text(1000),
  phone: text(1000),
  arrival_method: pick(BYOB_ARRIVAL_METHOD_VALUES),
  arrival_date: text(20),
  wanted_date: text(20),
  notes: text(5000),
});

/** A stored draft read back; null when there is none or it is not a well-formed draft. */
export function parseDraft(raw: string | null): ByobDraft | null {
  if (raw === null) return null;
  try {
    const result = v.safeParse(StoredDraftSchema, JSON.parse(raw));
    if (!result.success) return null;
    return { ...result.output, quantities: { ...EMPTY_QUANTITIES, ...result.output.quantities } } as ByobDraft;
  } catch {
    return null;
  }
}
