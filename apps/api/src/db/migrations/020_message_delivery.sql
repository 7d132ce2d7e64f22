-- What became of a message after a provider took it (issue 38): WhatsApp's Cloud API (and, later,
-- an SMS provider) answers a send with its message id, then reports the message's delivery by
-- webhook: sent, delivered, read or failed with its error code and words. `state` stays the
-- outbox's (pending, sent = handed over, failed = not handed over); `delivery_state` is the
-- provider's, with a time for each: queued (accepted; the time of the provider's answer), sent
-- (to the phone's network), delivered, read, failed. Null for a channel that reports nothing
-- (log, webhook, e-mail).
alter table notifications drop constraint if exists notifications_channel_check;
alter table notifications
  add constraint notifications_channel_check
  check (channel in ('log', 'webhook', 'email', 'whatsapp', 'sms'));

alter table notifications
  add column provider_message_id text,
  add column delivery_state text
    check (delivery_state in ('queued', 'sent', 'delivered', 'read', 'failed')),
  add column queued_at timestamptz,
  add column provider_sent_at timestamptz,
  add column delivered_at timestamptz,
  add column read_at timestamptz,
  add column failed_at timestamptz,
  add column provider_error_code text,
  add column provider_error text;

-- A provider's message id names one message of that provider: a receipt finds it by this index.
create unique index notifications_provider_message_idx
  on notifications (channel, provider_message_id) where provider_message_id is not null;
