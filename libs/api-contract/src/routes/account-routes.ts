/**
 * The customer's own record (issue #14): name, e-mail, password, newsletter and closing the account.
 * Spread into `API_ROUTES` (api-routes.ts) so each area's entries live beside their schemas.
 */
import {
  AccountClosureResponseSchema,
  AccountNameRequestSchema,
  AccountResponseSchema,
  CancelMembershipRequestSchema,
  EmailChangeRequestSchema,
  EmailConfirmRequestSchema,
  NewsletterRequestSchema,
  PasswordChangeRequestSchema,
} from '../schemas/account.ts';
import { MessageResponseSchema, NoContentSchema } from '../schemas/common.ts';
import { defineRoute } from './api-route.ts';

const own = { requiresLogin: true } as const;

export const ACCOUNT_ROUTES = {
  account: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/account',
    summary: "The customer's own record: name, furigana, e-mail (and a change waiting for its link), newsletter choice",
    response: AccountResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  accountName: defineRoute({
    ...own,
    method: 'PUT',
    path: '/api/account/name',
    summary: 'Change the name and its furigana (katakana; hiragana and half-width katakana are converted)',
    request: AccountNameRequestSchema,
    response: AccountResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  accountEmail: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/account/email',
    summary:
      'Ask to change the e-mail address (current password required): a confirmation link goes to the new address; nothing changes until it is opened (throttled, 429)',
    request: EmailChangeRequestSchema,
    response: AccountResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  accountEmailConfirm: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/account/email/confirm',
    summary:
      'Open the link from the mail: the new address takes effect and the old address is told (422 for a wrong, used or expired link)',
    request: EmailConfirmRequestSchema,
    response: AccountResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  accountEmailCancel: defineRoute({
    ...own,
    method: 'DELETE',
    path: '/api/account/email',
    summary: 'Withdraw an e-mail change waiting for its link (its link stops working)',
    response: NoContentSchema,
    successStatus: 204,
    mutates: true,
  }),
  accountPassword: defineRoute({
    ...own,
    method: 'PUT',
    path: '/api/account/password',
    summary:
      'Change the password (current password required; wrong ones throttled, 429): every other session of the customer ends and this one gets a new id',
    request: PasswordChangeRequestSchema,
    response: MessageResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  accountNewsletter: defineRoute({
    ...own,
    method: 'PUT',
    path: '/api/account/newsletter',
    summary: 'Subscribe to or leave the newsletter; the choice, its time and the wording shown are recorded',
    request: NewsletterRequestSchema,
    response: AccountResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  accountClosure: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/account/closure',
    summary: 'Whether the account may be closed now, and the orders not yet delivered or cancelled that keep it open',
    response: AccountClosureResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  accountClose: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/account/close',
    summary:
      'Close the account (current password required; 409 while an order is not delivered or cancelled): personal data anonymised, orders kept, sessions ended, a mail confirms it',
    request: CancelMembershipRequestSchema,
    response: MessageResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
} as const;
