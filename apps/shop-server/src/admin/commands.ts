/**
 * The operator's commands, the same whether the command line runs them (PostgreSQL, or the embedded
 * database when no server holds it) or a running server does for it (admin-routes.ts). Order
 * transitions go through the order service, so the rules (order-domain's `transition`, stock,
 * payments, mails) are the server's own.
 */
import { parseArgs } from 'node:util';
import type { AppDeps } from '../http/env.ts';
import { ordersWithArtwork } from '../artwork/artwork-service.ts';
import { ART_USAGE, runArtworkCommand } from './admin-artwork.ts';
import { adminOrders, type AdminOrders, type AdminOrderEvent } from './admin-orders.ts';
import { adminResult, type AdminResult, formatOrder, formatOrderList } from './format.ts';
import { runCouponCommand } from './admin-coupons.ts';
import { runReviewCommand } from './admin-reviews.ts';
import { runByobCommand } from './admin-byob.ts';
import { runStaffCommand } from './admin-staff.ts';
import { runPlateKeepDaysCommand } from '../reorders/admin-plate-keep-days.ts';

/** What a command needs: the server's dependencies except the file store. */
export type AdminDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'mailer' | 'payments'> & Partial<Pick<AppDeps, 'files'>>;

export type { AdminResult } from './format.ts';

export const ADMIN_USAGE = `usage: npm run admin -- <command> [options]

  orders [--status <status>] [--limit <n>]   list orders, newest first (default 20)
  show <number>                              one order with its lines, payment and history
  confirm-payment <number>                   a bank transfer has arrived: 入金待ち → 受付
  start-check <number>                       データ確認中 (orders with print productions)
  start-production <number>                  製作中
  ship <number> --carrier <1|2|3|n> [--tracking <number>]
                                             発送済み: captures the card, sends the shipping mail
                                             (1 ヤマト運輸, 2 日本郵便, 3 佐川急便; others: no tracking link)
  deliver <number>                           配達完了
  cancel <number>                            キャンセル: stock back, payment voided or refunded
  sweep                                      abandon placings left unfinished for 10 minutes and 3-D Secure
                                             checks left for 30 minutes, voiding what they hold on the card;
                                             send the artwork reminders and apply the artwork deadlines due
  reconcile-payments                         void every card authorisation no live order holds (after a
                                             crash: also what the server's start does); one line per charge
  reviews [--product <code>]                 list customer reviews, newest first (100 at most)
  hide-review <id> / show-review <id>        take a review off the product page / put it back
  issue-coupon --code <CODE> --amount <yen> | --percent <1-100> [--name <text>] [--min <yen>]
               [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--first-order] [--once] [--customer <email>]
                                             a coupon for everyone who enters the code, or given to one customer
  coupons                                    list coupons with their conditions and uses
  byob-requests [--status <status>]          list BYOB requests, newest first (100 at most)
  byob-request <BY-number>                   one BYOB request with its prints and quote
  quote-byob <BY-number> --price <yen> --lead-days <n> [--note <text>]
                                             quote a BYOB request (tax included, business days after
                                             arrival) and mail the quote with the link to accept it
  plate-keep-days [<days>]                   show or set the days silk-screen plates are kept for reorders
${ART_USAGE}
  staff-add <email> --role <role> [--name <name>]
                                             add a back-office staff member; prints a one-time set-up
                                             link (/admin/setup/…, 24 hours) to hand to them
  staff-link <email>                         a new set-up link (lost link or password; earlier links stop)
  staff-list                                 staff members, their roles and two-factor state
  staff-role <email> --role <role>           change a staff member's role
  staff-disable <email> / staff-enable <email>
                                             stop a staff member signing in (their sessions end) / allow again
  help                                       this text

roles: owner customer_service artwork_check production shipping

statuses: pending_authentication awaiting_payment received data_check in_production shipped delivered cancelled`;

const usage = (message: string): AdminResult => adminResult(2, [message, '', ...ADMIN_USAGE.split('\n')]);

const EVENTS: Record<string, AdminOrderEvent['type']> = {
  'confirm-payment': 'confirm_payment',
  'start-check': 'start_data_check',
  'start-production': 'start_production',
  deliver: 'deliver',
  cancel: 'cancel',
};

/** Runs one command line (`args` without the program name). Never throws for bad input. */
export async function runAdminCommand(
  args: readonly string[],
  deps: AdminDeps,
  orders: AdminOrders = adminOrders(deps),
): Promise<AdminResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        code: { type: 'string' },
        name: { type: 'string' },
        amount: { type: 'string' },
        percent: { type: 'string' },
        min: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        'first-order': { type: 'boolean' },
        once: { type: 'boolean' },
        customer: { type: 'string' },
        product: { type: 'string' },
        price: { type: 'string' },
        'lead-days': { type: 'string' },
        note: { type: 'string' },
        reason: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, number, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help')
    return adminResult(command === undefined && !values.help ? 2 : 0, ADMIN_USAGE.split('\n'));
  if (rest.length > 0) return usage(`unexpected arguments: ${rest.join(' ')}`);

  switch (command) {
    case 'orders': {
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) return usage('--limit must be 1-1000');
      const list = await orders.list({ status: values.status ?? null, limit });
      if (!list.ok) return adminResult(1, [list.message]);
      return adminResult(0, formatOrderList(list.orders));
    }
    case 'sweep': {
      const abandoned = await orders.sweep();
      // the artwork loop's reminders and deadlines that are due (issue #30)
      const art = await ordersWithArtwork(deps).artwork.sweep();
      const lines = [abandoned === 0 ? 'nothing to abandon' : `abandoned ${abandoned} order(s)`];
      if (art > 0) lines.push(`artwork: ${art} reminder(s) or deadline(s) applied`);
      return adminResult(0, lines);
    }
    case 'reconcile-payments': {
      if (number !== undefined) return usage(`unexpected arguments: ${number}`);
      return adminResult(0, await orders.reconcilePayments());
    }
    case 'show': {
      if (!number) return usage('show needs an order number');
      const order = await orders.show(number);
      return order ? adminResult(0, formatOrder(order)) : adminResult(1, [`no order ${number}`]);
    }
    case 'ship': {
      if (!number) return usage('ship needs an order number');
      const carrier = Number(values.carrier);
      if (values.carrier === undefined || !Number.isSafeInteger(carrier) || carrier < 1) return usage('ship needs --carrier <1|2|3|n>');
      return report(number, await orders.apply(number, { type: 'ship', carrier, trackingNumber: values.tracking ?? null }));
    }
    case 'reviews':
    case 'hide-review':
    case 'show-review':
      return runReviewCommand(command, number, { product: values.product }, deps);
    case 'byob-requests':
    case 'byob-request':
    case 'quote-byob':
      return runByobCommand(command, number, values, deps);
    case 'art-jobs':
    case 'art-approve':
    case 'art-reject':
      return runArtworkCommand(command, number, values, deps, usage);
    case 'staff-add':
    case 'staff-link':
    case 'staff-list':
    case 'staff-role':
    case 'staff-disable':
    case 'staff-enable':
      return runStaffCommand(command, number, values, deps);
    case 'plate-keep-days': {
      const { code, output } = await runPlateKeepDaysCommand(number, deps.db, deps.now);
      return adminResult(code, [output]);
    }
    case 'issue-coupon':
    case 'coupons':
      if (number !== undefined) return usage(`unexpected arguments: ${number}`);
      return runCouponCommand(command, values, deps, usage);
    default: {
      const type = EVENTS[command];
      if (!type) return usage(`unknown command: ${command}`);
      if (!number) return usage(`${command} needs an order number`);
      return report(number, await orders.apply(number, { type } as AdminOrderEvent));
    }
  }
}

function report(number: string, result: Awaited<ReturnType<AdminOrders['apply']>>): AdminResult {
  if (!result.ok) return adminResult(1, [`${number}: ${result.message}`]);
  return adminResult(0, [`${number}: ${result.statusLabel}${result.note ? ` (${result.note})` : ''}`]);
}
