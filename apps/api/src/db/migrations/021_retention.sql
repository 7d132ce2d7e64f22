-- Keeping personal data only as long as needed (issue 40, section 3; the schedule is
-- packages/domain/src/retention.ts). An erased document keeps its row (kind, marks, who
-- verified it and when) without its bytes; a file is deleted only after the row that named it
-- says "erased", through pending_erasures, so a job killed half-way leaves no file without its
-- row and no row pointing at a missing file: the next run deletes what is pending.
alter table branch_documents alter column storage_key drop not null;
alter table branch_documents add column erased_at timestamptz;
alter table branch_documents add constraint branch_documents_stored_or_erased
  check ((storage_key is null) = (erased_at is not null));

alter table application_documents alter column storage_key drop not null;
alter table application_documents add column erased_at timestamptz;
alter table application_documents add constraint application_documents_stored_or_erased
  check ((storage_key is null) = (erased_at is not null));

-- Files of the private document storage whose rows are gone or erased, to be deleted.
create table pending_erasures (
  storage_key text primary key,
  created_at timestamptz not null default now()
);

-- Jobs that run on one instance at a time hold a lease (the retention job).
create table job_leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);

-- A draft's owner is told before it is erased, once.
alter table store_registrations add column erasure_notice_at timestamptz;

-- After a year a phone number is kept as its last 4 digits behind six stars.
alter table notifications drop constraint notifications_recipient_phone_check;
alter table notifications add constraint notifications_recipient_phone_check
  check (recipient_phone ~ '^\+[0-9]{8,15}$' or recipient_phone ~ '^\*{6}[0-9]{4}$');
alter table owner_codes drop constraint owner_codes_phone_check;
alter table owner_codes add constraint owner_codes_phone_check
  check (phone ~ '^\+91[6-9][0-9]{9}$' or phone ~ '^\*{6}[0-9]{4}$');
