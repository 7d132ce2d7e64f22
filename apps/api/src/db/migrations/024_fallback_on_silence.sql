-- A WhatsApp message that did not arrive goes by SMS (issue 38 §4): a sign-in code WhatsApp has
-- not delivered within WHATSAPP_CODE_WAIT_SECONDS, or any message whose receipt says it failed
-- in a way SMS can help. `fallback_at` says when a message was turned to the second channel (until
-- now a pending message with a provider's error code meant that); a message falls back once.
alter table notifications add column fallback_at timestamptz;
update notifications set fallback_at = coalesce(next_attempt_at, now())
  where state = 'pending' and provider_error_code is not null;

-- The WhatsApp messages the worker watches for silence or a late failure.
create index notifications_awaiting_delivery_idx on notifications (queued_at)
  where channel = 'whatsapp' and state = 'sent' and fallback_at is null
    and delivery_state in ('queued', 'sent', 'failed');

-- The sent codes still kept (a WhatsApp code waiting for its receipt): few, and forgotten soon.
create index notifications_codes_kept_idx on notifications (queued_at)
  where state = 'sent' and params ? 'code';
