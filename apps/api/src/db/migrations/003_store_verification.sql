-- Store verification (issue 13): the registration a reviewer checks, the 2-day clock, a
-- suspended status, and the store's private documents with the reviewer's checklist marks.
-- Registration columns are nullable: stores registered before this had none of them.

alter table branches drop constraint branches_status_check;
alter table branches add constraint branches_status_check
  check (status in ('pending', 'approved', 'rejected', 'suspended'));

alter table branches
  add column submitted_at timestamptz,
  add column owner_phone text,
  add column owner_email text,
  add column fssai_number text check (fssai_number ~ '^[0-9]{14}$'),
  add column gstin text check (gstin ~ '^[0-9A-Z]{15}$'),
  add column government_id_type text
    check (government_id_type in ('aadhaar', 'pan', 'voter_id', 'passport', 'driving_licence')),
  -- Only the last four characters of the ID number are ever kept.
  add column government_id_last4 text check (length(government_id_last4) <= 4),
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180);

update branches set submitted_at = created_at;
alter table branches alter column submitted_at set not null;
alter table branches alter column submitted_at set default now();

-- The queue: pending by due time, the others by submission.
create index branches_status_submitted_idx on branches (status, submitted_at);

create table branch_documents (
  id uuid primary key default gen_random_uuid(),
  branch_id uuid not null references branches (id) on delete cascade,
  kind text not null check (kind in ('shop_photo', 'fssai_certificate', 'government_id')),
  -- A key of the private document storage, never under /media.
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
  unique (branch_id, kind)
);

create trigger branch_documents_changed after insert or update or delete or truncate on branch_documents
  for each statement execute function kirana_notify_change();
