-- A send under way (issue 38 §4: a message is sent at most once per provider). Before the worker
-- calls a provider it records which channel it is calling (`send_via`) and since when; the
-- provider's answer, recorded with the outcome, clears it. A pending row still marked after its
-- claim ran out is one whose worker died between the call and the record: the provider may have
-- taken it. WhatsApp's Cloud API and MSG91 take no idempotency key, so it is never sent by that
-- provider again: it goes by the second channel when there is one, else it fails with words
-- saying so (docs/decisions.md). A channel that dedupes by the message's idempotency key (the
-- webhook bridge's Idempotency-Key) takes it again.
alter table notifications
  add column send_via text check (send_via in ('log', 'webhook', 'email', 'whatsapp', 'sms')),
  add column send_started_at timestamptz;

-- The interrupted sends the worker looks for at each pass: few (none unless a worker died).
create index notifications_send_in_flight_idx on notifications (claimed_until)
  where state = 'pending' and send_via is not null;
