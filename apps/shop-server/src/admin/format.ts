/**
 * What the operator's terminal is shown: every command's output passes through `terminalOutput`,
 * which shows control characters instead of sending them (a customer's name holding ESC must not
 * retitle the window or clear the screen), and the plain-text views of orders (Japanese labels,
 * integer yen).
 */
import type { OrderWire } from '@shop/api-contract';

/**
 * Characters a terminal acts on instead of showing: C0 (ESC, BEL, CR, LF, TAB…), DEL, C1 (the
 * 8-bit CSI U+009B included), the line and paragraph separators, and the bidirectional controls
 * that reorder the text after them (U+200E/200F, U+202A–202E, U+2066–2069).
 */
const TERMINAL_UNSAFE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `text` with every character of TERMINAL_UNSAFE written out visibly: `\x1b` for ESC (any code up to
 * U+00FF as `\xHH`), `\u2028` for the others.
 *
 * @example terminalSafe('山田\u001b]0;owned\u0007') // '山田\\x1b]0;owned\\x07'
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (ch) => {
    const code = ch.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

declare const terminalText: unique symbol;
/** Text made by `terminalOutput` only: safe to write to the operator's terminal. */
export type TerminalText = string & { readonly [terminalText]: true };

/** One line of output: a text, or cells that are printed separated by tabs. */
export type OutputLine = string | readonly string[];

/**
 * The one way a command's output is made: each line (or each cell of a tab-separated line) through
 * `terminalSafe`, so a line break or a tab inside a value from the database is shown, never acted
 * on, and the lines are the command's own.
 */
export function terminalOutput(lines: readonly OutputLine[]): TerminalText {
  return lines
    .map((line) => (typeof line === 'string' ? terminalSafe(line) : line.map(terminalSafe).join('\t')))
    .join('\n') as TerminalText;
}

/** What a command answers; the command line prints `output` and exits with `code`. */
export interface AdminResult {
  /** The process exit code: 0 done, 1 refused or failed, 2 usage. */
  code: number;
  /** What is printed: made by `adminResult` only, so nothing from the database reaches the terminal raw. */
  output: TerminalText;
}

/** A command's result: its exit code and the lines it prints (control characters shown). */
export function adminResult(code: number, lines: readonly OutputLine[]): AdminResult {
  return { code, output: terminalOutput(lines) };
}

/** A row of `npm run admin -- orders`. */
export interface AdminOrderRow {
  number: string;
  status: string;
  statusLabel: string;
  placedAt: Date;
  customer: string;
  paymentLabel: string;
  total: number;
}

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
/** `2026-11-24 18:05` in the shop's time zone (JST). */
const jst = (at: Date | string) => new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
/** Pads by display width (full-width characters count as two columns). */
const width = (text: string) =>
  [...text].reduce(
    (sum, ch) => sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );
const pad = (text: string, columns: number) => text + ' '.repeat(Math.max(0, columns - width(text)));

/** The lines of `orders`: a header and one aligned row per order. */
export function formatOrderList(rows: readonly AdminOrderRow[]): string[] {
  if (rows.length === 0) return ['no orders'];
  const header = ['number', 'status', 'placed (JST)', 'customer', 'payment', 'total'];
  const table = rows.map((row) =>
    [row.number, `${row.statusLabel} ${row.status}`, jst(row.placedAt), row.customer, row.paymentLabel, yen(row.total)].map(terminalSafe),
  ); // escaped before measuring, so the columns stay aligned
  const widths = header.map((title, i) => Math.max(width(title), ...table.map((cells) => width(cells[i]!))));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell.padStart(widths[i]!) : pad(cell, widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...table.map(line)];
}

/** The lines of `show`: one order with its address, payment, shipment, lines, totals and history. */
export function formatOrder(order: OrderWire): string[] {
  const out: string[] = [];
  out.push(`${order.number}  ${order.status_label} (${order.status})  placed ${jst(order.placed_at)}`);
  const a = order.address;
  out.push(
    `ship to: 〒${a.postal_code.slice(0, 3)}-${a.postal_code.slice(3)} ${a.prefecture}${a.city}${a.town}${a.street}${a.building ? ` ${a.building}` : ''}`,
  );
  out.push(`         ${a.company ? `${a.company} ` : ''}${a.name}（${a.name_kana}） ${a.phone}`);
  out.push(
    `ship date ${order.ship_date}, delivery ${order.delivery_date ?? 'earliest'}${order.delivery_slot ? ` ${order.delivery_slot}` : ''}`,
  );
  const p = order.payment;
  out.push(
    `payment: ${p.method_label} ${p.brand ? `${p.brand.toUpperCase()} ****${p.last4}` : ''} ${p.status_label} ${yen(p.amount)}`.replace(
      /\s+/g,
      ' ',
    ),
  );
  if (order.tracking_number || order.carrier_label) {
    out.push(
      `shipment: ${order.carrier_label ?? ''} ${order.tracking_number ?? ''}${order.tracking_url ? ` ${order.tracking_url}` : ''}`.replace(
        /\s+/g,
        ' ',
      ),
    );
  }
  out.push('lines:');
  for (const line of order.lines) {
    if (line.kind === 'item') {
      out.push(`  ${line.product.name} ${line.color.name} ${line.size.name} × ${line.quantity}  ${yen(line.subtotal)}`);
    } else if (line.kind === 'custom') {
      out.push(`  ${line.request_number} ${line.title} × ${line.quantity}  ${yen(line.subtotal)}`);
    } else {
      const production = line.production;
      const placements = production.prints.map((print) => print.print_spec.name).join('・');
      out.push(
        `  ${production.number ?? ''} ${production.product.name} ${production.print_method.name} ${placements} × ${production.quantity}  ${yen(line.subtotal)}`.replace(
          /^ {3}/,
          '  ',
        ),
      );
      if (production.data_check_status_label) out.push(`    data check: ${production.data_check_status_label}`);
    }
  }
  out.push(
    `goods ${yen(order.goods_total)} + shipping ${yen(order.shipping_fee)} = total ${yen(order.total)} (内消費税 ${yen(order.tax)})`,
  );
  out.push('history:');
  for (const event of order.events) out.push(`  ${jst(event.at)}  ${event.status_label}`);
  return out;
}
