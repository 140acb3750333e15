-- Delivery retries for SMTP mode (mail/smtp-mailer.ts). `attempts`: delivery attempts started so far.
-- `claimed_at`: when the current 'sending' attempt began (a 'sending' row claimed long ago was left by
-- a process that stopped mid-send, and is taken up again). `next_attempt_at`: when a 'failed' mail is
-- due again; null on a 'failed' row means it was given up for good (after the last attempt).
alter table outbox
  add column attempts integer not null default 0,
  add column claimed_at timestamptz,
  add column next_attempt_at timestamptz;

-- Rows from before this migration had one attempt each; their failed and stranded mails are due now.
update outbox set attempts = 1 where status in ('sending', 'sent', 'failed');
update outbox set next_attempt_at = now() where status = 'failed';
update outbox set claimed_at = created_at where status = 'sending';

-- The retrier looks only at these rows; sent and queued mail (the bulk of the table) stays out of it.
create index outbox_retry on outbox (next_attempt_at) where status in ('sending', 'failed');
