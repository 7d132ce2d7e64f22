-- The owner's rights (issue 40, sections 5 and 6): erasure requests and grievances in the team's
-- Requests queue, each with its due date and, once answered, who answered, when and what; and
-- the owner's "My data" download, one per owner, stored encrypted in the document storage and
-- erased once it expires (through pending_erasures, like every erased file).
create table data_requests (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references store_owners (id) on delete cascade,
  -- The owner's store when they asked (kept when its data is erased and the owner detached).
  store_id uuid references branches (id) on delete set null,
  kind text not null check (kind in ('erasure', 'grievance')),
  message text not null default '' check (length(message) <= 2000),
  status text not null default 'open' check (status in ('open', 'answered')),
  created_at timestamptz not null default now(),
  due_at timestamptz not null,
  answered_at timestamptz,
  answered_by uuid references admins (id) on delete set null,
  reply text check (length(reply) <= 2000),
  erased boolean not null default false,
  constraint data_requests_answered check ((status = 'answered') = (answered_at is not null)),
  constraint data_requests_reply check ((answered_at is null) = (reply is null)),
  constraint data_requests_erased check (not erased or kind = 'erasure')
);
-- One open erasure request per owner (a second is refused, and two at once cannot both land).
create unique index data_requests_open_erasure_idx on data_requests (owner_id)
  where kind = 'erasure' and status = 'open';
-- The queue: open first by due date.
create index data_requests_queue_idx on data_requests (status, due_at);
create index data_requests_owner_idx on data_requests (owner_id, created_at desc);

create table data_exports (
  owner_id uuid primary key references store_owners (id) on delete cascade,
  storage_key text not null unique,
  size integer not null check (size >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
