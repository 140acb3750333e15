/**
 * The sandbox gateway: the default PaymentGateway adapter, a separate system that this process serves
 * under `/sandbox-gateway/` (docs/decisions/009-checkout-orders-payments.md). It behaves as a
 * tokenising gateway does and keeps its own tables (`sandbox_gateway_*`).
 */
import type { Db } from '../db/db.ts';
import type { AuthorizeRequest, AuthorizeResult, CardSummary, DeclineCode, PaymentGateway } from './payment-gateway.ts';

export interface SandboxGatewayOptions {
  /** The gateway's own tables live in the shop's database (never touching the shop's tables). */
  db: Db;
  /** epoch ms */
  now: () => number;
  /** Public origin of this process: the challenge page's address is built from it. */
  publicUrl: string;
}

const notYet = (what: string) => new Error(`sandbox gateway: ${what} is not implemented yet`);

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly #options: SandboxGatewayOptions;

  constructor(options: SandboxGatewayOptions) {
    this.#options = options;
  }

  /** Public origin of the gateway's pages. */
  get publicUrl(): string {
    return this.#options.publicUrl;
  }

  async createCardSession(_input: { customerRef: string; returnPath: string }): Promise<{ token: string }> {
    throw notYet('createCardSession');
  }

  async cardOf(_cardToken: string): Promise<CardSummary | null> {
    throw notYet('cardOf');
  }

  async authorize(_request: AuthorizeRequest): Promise<AuthorizeResult> {
    throw notYet('authorize');
  }

  async challengeResult(_reference: string): Promise<{ status: 'authorized' } | { status: 'declined'; code: DeclineCode } | { status: 'pending' }> {
    throw notYet('challengeResult');
  }

  async capture(_reference: string): Promise<void> {
    throw notYet('capture');
  }

  async void(_reference: string): Promise<void> {
    throw notYet('void');
  }

  async refund(_reference: string, _amount: number): Promise<void> {
    throw notYet('refund');
  }
}
