-- Store owners (issue 23): phone sign-in with one-time codes, their sessions, the registration
-- drafts they fill in on the site (a draft becomes a pending store when submitted), and the
-- owner's language for every message to them.

create table store_owners (
  id uuid primary key default gen_random_uuid(),
  -- E.164 of an Indian mobile, e.g. +919848022338.
  phone text not null unique check (phone ~ '^\+91[6-9][0-9]{9}$'),
  language text not null default 'en' check (language in ('en', 'te', 'hi')),
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

-- One row per code sent; `id` is the request id the owner sends back with the code. Only an
-- HMAC of the code is kept.
create table owner_codes (
  id uuid primary key,
  phone text not null check (phone ~ '^\+91[6-9][0-9]{9}$'),
  code_hash text not null,
  -- The language the owner asked in: their messages' language from the first sign-in.
  language text not null default 'en' check (language in ('en', 'te', 'hi')),
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  used_at timestamptz,
  -- A newer code for the number ends this one.
  ended_at timestamptz,
  created_at timestamptz not null default now()
);
create index owner_codes_phone_idx on owner_codes (phone, created_at desc);

create table owner_sessions (
  id uuid primary key,
  owner_id uuid not null references store_owners (id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index owner_sessions_owner_idx on owner_sessions (owner_id);

-- A registration being filled in. Every field may be empty until it is submitted; then it
-- points to the store it became.
create table store_registrations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references store_owners (id) on delete cascade,
  shop_name text,
  street text,
  city text,
  pincode text check (pincode ~ '^[0-9]{6}$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  owner_name text,
  owner_email text,
  language text check (language in ('en', 'te', 'hi')),
  fssai_number text check (fssai_number ~ '^[0-9]{14}$'),
  gstin text check (gstin ~ '^[0-9A-Z]{15}$'),
  government_id_type text
    check (government_id_type in ('aadhaar', 'pan', 'voter_id', 'passport', 'driving_licence')),
  government_id_last4 text check (length(government_id_last4) <= 4),
  store_id uuid references branches (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  submitted_at timestamptz
);
-- One draft per owner at a time.
create unique index store_registrations_draft_idx on store_registrations (owner_id)
  where submitted_at is null;
create index store_registrations_created_idx on store_registrations (created_at);

create table registration_documents (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid not null references store_registrations (id) on delete cascade,
  kind text not null check (kind in ('shop_photo', 'fssai_certificate', 'government_id')),
  storage_key text not null unique,
  content_type text not null
    check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size integer not null check (size >= 0),
  uploaded_at timestamptz not null default now(),
  unique (registration_id, kind)
);

-- A store registered on the site has its owner, and speaks the owner's language.
alter table branches
  add column owner_id uuid references store_owners (id) on delete set null,
  add column language text not null default 'en' check (language in ('en', 'te', 'hi'));
create index branches_owner_idx on branches (owner_id);
-- The same FSSAI number is one store.
create unique index branches_fssai_idx on branches (fssai_number) where fssai_number is not null;

alter table notifications add column language text not null default 'en'
  check (language in ('en', 'te', 'hi'));

-- Who did it: an admin, or the store's owner (submitting, resubmitting).
alter table audit_log add column owner_id uuid references store_owners (id) on delete set null;
