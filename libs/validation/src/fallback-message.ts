import type * as v from 'valibot';
import { FIELD_LABELS } from './labels.ts';

/**
 * Japanese labels for fields of the API bodies whose schemas use plain valibot checks (cart and
 * catalogue calls), keyed by the wire field name. Form fields come from FIELD_LABELS.
 */
export const API_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...FIELD_LABELS,
  sku_id: '商品（SKU）',
  product_id: '商品',
  quantity: '数量',
  price: '価格',
  wrapping_id: 'ラッピング',
  items: '商品',
  item_groups: 'カラー',
  color_id: 'カラー',
  prints: 'プリント',
  print_spec_id: 'プリント位置',
  print_method_id: 'プリント方法',
  print_charge: 'プリント料金',
  plate_charge: '版代',
  colors: 'プリント色数',
  svg_file_uuid: 'デザインファイル',
  id: 'ID',
  q: '検索キーワード',
  page: 'ページ',
  per_page: '表示件数',
  sort: '並び順',
  min_price: '最低価格',
  max_price: '最高価格',
  collection: 'コレクション',
};

/** The label of the last named key of an issue's path (array indexes skipped), or null at the root. */
function labelOf(issue: v.BaseIssue<unknown>): string | null {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  const key = keys.at(-1);
  if (key === undefined) return null;
  return API_FIELD_LABELS[key] ?? `「${key}」`;
}

/**
 * Placeholder message for checks without a message of their own. valibot writes messages before
 * the issue knows its path (the field), so `fieldErrors` swaps this mark for `fallbackMessage(issue)`.
 */
export const FALLBACK_MESSAGE_MARK = '\u0000fallback';

/** valibot config for `safeParse`: checks without a message get the mark (messages in schemas win). */
export const FALLBACK_CONFIG = { message: () => FALLBACK_MESSAGE_MARK } as const;

/** The Japanese message for a valibot issue (with its full path) whose schema gave none. */
export function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  const label = labelOf(issue);
  if (label === null) return '入力内容の形式が正しくありません';
  const requirement = typeof issue.requirement === 'number' || typeof issue.requirement === 'bigint' ? String(issue.requirement) : null;
  if (issue.input === undefined && issue.kind === 'schema') return `${label}を入力してください`;
  switch (issue.type) {
    case 'integer':
      return `${label}は整数で入力してください`;
    case 'number':
    case 'safe_integer':
      return `${label}は数値で入力してください`;
    case 'min_value':
      return requirement === null ? `${label}の値が小さすぎます` : `${label}は${requirement}以上で入力してください`;
    case 'max_value':
      return requirement === null ? `${label}の値が大きすぎます` : `${label}は${requirement}以下で入力してください`;
    case 'min_length':
      return Array.isArray(issue.input)
        ? `${label}を${requirement ?? 1}件以上指定してください`
        : `${label}は${requirement ?? 1}文字以上で入力してください`;
    case 'max_length':
      return Array.isArray(issue.input)
        ? `${label}は${requirement ?? ''}件以下で指定してください`
        : `${label}は${requirement ?? ''}文字以下で入力してください`;
    case 'non_empty':
      return `${label}を入力してください`;
    case 'picklist':
    case 'literal':
    case 'enum':
    case 'variant':
    case 'union':
      return `${label}の値が正しくありません`;
    case 'array':
      return `${label}は一覧で指定してください`;
    case 'boolean':
      return `${label}は真偽値で指定してください`;
    case 'string':
      return `${label}は文字列で入力してください`;
    default:
      return `${label}の形式が正しくありません`;
  }
}
