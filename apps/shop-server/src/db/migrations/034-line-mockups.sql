-- The line mock-ups (issue #30, docs/decisions/022-line-mockups.md).
-- Each ordered production gets an unguessable capability token: its mock-up's address
-- (/api/mockups/productions/{token}) works in a mail without a session and reveals nothing of
-- other productions. 32 hex digits (128 bits, of which 122 random); every existing production gets
-- its own (the default is evaluated per row).
alter table order_productions
  add column mockup_token text not null default replace(gen_random_uuid()::text, '-', '');
create unique index order_productions_mockup_token_idx on order_productions (mockup_token);

-- An outgoing mail may have an HTML part beside its text (the order's lines with their mock-ups);
-- null: text only.
alter table outbox add column html text;
