-- Delivery-partner applications (issue 14) with their private documents, and the notification
-- outbox: a decision and the message that tells the owner or applicant about it are written in
-- one transaction; workers claim due rows (FOR UPDATE SKIP LOCKED, with a lease) and send them.

create table delivery_partner_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- An Indian mobile's 10 digits.
  phone text not null check (phone ~ '^[6-9][0-9]{9}$'),
  email text,
  pincode text not null check (pincode ~ '^[0-9]{6}$'),
  vehicle text not null check (vehicle in ('bicycle', 'motorbike', 'electric_scooter', 'on_foot')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references admins (id) on delete set null,
  reason text,
  note text,
  -- A re-application names the one it follows.
  previous_application_id uuid references delivery_partner_applications (id)
);
-- One open application (pending or approved) per phone: two at once cannot both get in.
create unique index applications_open_phone_idx on delivery_partner_applications (phone)
  where status in ('pending', 'approved');
create index applications_queue_idx on delivery_partner_applications (status, submitted_at, id);
create index applications_phone_idx on delivery_partner_applications (phone, submitted_at desc);

create table application_documents (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references delivery_partner_applications (id) on delete cascade,
  kind text not null
    check (kind in ('government_id', 'address_proof', 'photo', 'driving_licence')),
  storage_key text not null unique,
  content_type text not null
    check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size integer not null check (size >= 0),
  uploaded_at timestamptz not null default now(),
  review_state text not null default 'pending'
    check (review_state in ('pending', 'verified', 'unclear')),
  review_note text,
  reviewed_by uuid references admins (id) on delete set null,
  reviewed_at timestamptz,
  unique (application_id, kind)
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  -- E.164, e.g. +919848022338.
  recipient_phone text not null check (recipient_phone ~ '^\+[0-9]{8,15}$'),
  template text not null,
  params jsonb not null default '{}'::jsonb,
  -- What it is about: the store or the application it tells of.
  entity text not null,
  entity_id uuid not null,
  state text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker holds a claimed row until then; after a crash another takes it over.
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_due_idx on notifications (next_attempt_at) where state = 'pending';
create index notifications_entity_idx on notifications (entity, entity_id, created_at desc);

create trigger delivery_partner_applications_changed after insert or update or delete or truncate
  on delivery_partner_applications for each statement execute function kirana_notify_change();
-- The outbox worker wakes when a notification becomes due for sending: written, retried by an
-- admin, or put back after a failed try. Its own claims and marks (claimed_until set, state sent
-- or failed) announce nothing, or each pass would wake the next one for ever. Row-level for the
-- WHEN clause; PostgreSQL sends the same payload once per transaction.
create trigger notifications_changed after insert or update on notifications
  for each row when (new.state = 'pending' and new.claimed_until is null)
  execute function kirana_notify_change();
