-- Issue 25, My account and who opened which ID.
-- A session remembers the device and address it was signed in from and when it was last seen
-- (written at most once a minute per session, when a lookup misses the session cache).
alter table sessions add column user_agent text;
alter table sessions add column ip_address text;
alter table sessions add column last_seen_at timestamptz;
update sessions set last_seen_at = created_at where last_seen_at is null;
alter table sessions alter column last_seen_at set default now();
alter table sessions alter column last_seen_at set not null;

-- Only a change that can end a session is announced on kirana_changes (every instance then
-- drops its remembered session lookups); a "last seen" write is not, or it would empty the
-- session cache of every instance once a minute per live session.
drop trigger sessions_changed on sessions;
create trigger sessions_changed after insert or update of id, admin_id, expires_at, revoked_at
  or delete or truncate on sessions
  for each statement execute function kirana_notify_change();

-- Document views are audit entries (action 'view-document'): the indexes of migration 004 serve
-- them (by admin and time for the recorder's check, by entity for a store's screen).
