-- Issue 25: two-step sign-in for admins. An admin's TOTP factor (its secret encrypted with
-- AES-256-GCM, see src/auth/mfa-secrets.ts; the last step accepted, so each code opens once),
-- whether they must enrol even where MFA_REQUIRED=false (set by accepting an invite), their
-- recovery codes (keyed hashes, each used once) and the open second steps of sign-ins (in the
-- database, so every API instance agrees on them).
alter table admins
  add column totp_secret text,
  add column totp_last_step bigint,
  add column totp_enrolled_at timestamptz,
  add column totp_required boolean not null default false;

create table admin_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null references admins (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (admin_id, code_hash)
);

-- A right password that still owes its second step ('code'), an enrolment ('enrol') or a reset
-- of the factor by a signed-in admin ('reset'). Found by the keyed hash of its token; single-use
-- (ended_at), it ends after SECOND_STEP_MAX_FAILURES wrong codes or when it expires.
create table admin_challenges (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  admin_id uuid not null references admins (id) on delete cascade,
  kind text not null check (kind in ('code', 'enrol', 'reset')),
  remember_me boolean not null default false,
  -- The new secret shown at enrolment or reset, encrypted like admins.totp_secret.
  pending_secret text,
  failures integer not null default 0,
  expires_at timestamptz not null,
  ended_at timestamptz,
  created_at timestamptz not null default now()
);
create index admin_challenges_admin_idx on admin_challenges (admin_id);
create index admin_challenges_expires_idx on admin_challenges (expires_at);
