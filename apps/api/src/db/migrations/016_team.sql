-- Issue 25, part 2: the team. An Owner invites by e-mail (a single-use link, its token kept
-- only as a SHA-256 hash, valid 72 hours), changes roles and deactivates a teammate. A
-- deactivated admin keeps their row (the audit log names them) but no session and no login.
alter table admins add column deactivated_at timestamptz;

create table admin_invites (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  role text not null check (role in ('Owner', 'Reviewer', 'Catalogue', 'Support')),
  -- SHA-256 of the link's token (hex); a new one replaces it when the invite is sent again.
  token_hash text not null unique,
  invited_by uuid references admins (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references admins (id) on delete set null,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One waiting invite per e-mail.
create unique index admin_invites_pending_email_idx on admin_invites (email)
  where accepted_at is null and cancelled_at is null;

-- Notifications reach a phone (owners, applicants) or, for admins' invites, an e-mail address.
alter table notifications alter column recipient_phone drop not null;
alter table notifications add column recipient_email text;
alter table notifications add constraint notifications_recipient_check
  check ((recipient_phone is null) <> (recipient_email is null));
alter table notifications drop constraint if exists notifications_channel_check;
alter table notifications
  add constraint notifications_channel_check check (channel in ('log', 'webhook', 'email'));
