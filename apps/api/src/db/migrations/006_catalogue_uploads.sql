-- Catalogue bulk uploads (issue 16): a checked CSV file is kept as its preview until an admin
-- applies it. The file's hash makes a second apply of the same file for the same store change
-- nothing; rows holds every checked row (the actions to take, or the row's errors).

create table catalogue_uploads (
  id uuid primary key default gen_random_uuid(),
  branch_id uuid not null references branches (id),
  -- Hex SHA-256 of the file's bytes.
  file_hash text not null check (file_hash ~ '^[0-9a-f]{64}$'),
  rows jsonb not null,
  invalid_rows integer not null check (invalid_rows >= 0),
  created_by uuid references admins (id) on delete set null,
  created_at timestamptz not null default now(),
  applied_at timestamptz
);
create index catalogue_uploads_branch_hash_idx on catalogue_uploads (branch_id, file_hash);
