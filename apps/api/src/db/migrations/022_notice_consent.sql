-- Notice and consent (issue 40 §4): before a store owner gives their registration's details they
-- agree to the privacy notice (packages/domain/src/privacy-notice.ts); each agreement is a row
-- (the notice's version, the language it was read in, when), kept as the proof the DPDP Rules
-- ask for, and a registration is submitted only with consent to the notice in force. An
-- applicant to deliver agrees with the form: the application keeps the same three facts.
create table owner_consents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references store_owners (id) on delete cascade,
  notice_version text not null check (notice_version <> ''),
  language text not null check (language in ('en', 'te', 'hi')),
  consented_at timestamptz not null default now()
);
create index owner_consents_owner_idx on owner_consents (owner_id, consented_at desc);

-- Applications made before the notice existed have none (null, all three).
alter table delivery_partner_applications
  add column notice_version text check (notice_version <> ''),
  add column notice_language text check (notice_language in ('en', 'te', 'hi')),
  add column consented_at timestamptz,
  add constraint delivery_partner_applications_consent_whole check (
    (notice_version is null) = (notice_language is null)
    and (notice_version is null) = (consented_at is null)
  );
