-- A card entered at checkout kept for next time (issue #32; docs/decisions/009).
-- 1. The sandbox gateway stores the card behind a successful charge, as real gateways do for a card
--    used in a transaction ("save the traded card"): at most once per charge.
alter table sandbox_gateway_customer_cards add column charge_reference text unique;

-- 2. The shop remembers that the shopper asked to keep the card of this payment, and what became of
--    it: requested → saving (claimed by the one call that saves it, after the authorisation
--    succeeded) → saved | not_saved. Null: not asked.
alter table payments
  add column save_card text check (save_card in ('requested', 'saving', 'saved', 'not_saved'));
