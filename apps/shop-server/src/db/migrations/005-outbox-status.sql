-- What became of each outgoing mail. 'queued': recorded only (no SMTP_URL; the row and a log line are
-- the mail). 'sending': handed to the SMTP server, no answer yet (a row left here means the process
-- stopped mid-send). 'sent': the SMTP server accepted it at sent_at. 'failed': the server refused it or
-- could not be reached; `error` says why and the message stays here to be sent again.
alter table outbox
  add column status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  add column error text;
