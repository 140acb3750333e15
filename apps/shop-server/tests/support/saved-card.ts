import type { SessionClient } from './session-client.ts';

/**
 * Saves a Visa test card for the logged-in `client` the way /myaccount/payments does: a save-mode
 * session from our API, the card posted to the gateway's form (never to our API), then the token
 * exchanged for a stored card. Answers the saved card's id.
 */
export async function saveTestCard(serverUrl: string, client: SessionClient, number = '4242424242424242'): Promise<number> {
  const session = await client.post<{ data: { token: string } }>('/api/payment_methods/card_sessions');
  if (session.status !== 201) throw new Error(`card session failed: ${session.text}`);
  const tokenised = await fetch(`${serverUrl}/sandbox-gateway/v1/sessions/${session.json.data.token}/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 3), cvc: '123', name: 'TARO YAMADA' }),
  });
  const { card_token: cardToken } = (await tokenised.json()) as { card_token: string };
  const saved = await client.post<{ data: { id: number } }>('/api/payment_methods', { card_token: cardToken });
  if (saved.status !== 201) throw new Error(`saving the card failed: ${saved.text}`);
  return saved.json.data.id;
}
