-- The inbox as a small helpdesk (issue 41), after Chatwoot's and FreeScout's data models: a
-- conversation per person and subject (a contact-form message, or a phone that wrote on WhatsApp
-- or by SMS, linked to its store or application), its messages in and out with internal notes
-- flagged, an assignee, a status, and the clock's times (first message, first response,
-- resolution); and the team's canned replies per language.
create table conversations (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'whatsapp', 'sms')),
  person_name text check (length(person_name) <= 200),
  person_email text check (length(person_email) <= 254),
  person_phone text check (person_phone ~ '^\+[0-9]{8,15}$'),
  language text not null default 'en' check (language in ('en', 'te', 'hi')),
  subject text not null check (length(subject) between 1 and 200),
  store_id uuid references branches (id) on delete set null,
  registration_id uuid references store_registrations (id) on delete set null,
  contact_message_id uuid unique references contact_messages (id) on delete set null,
  status text not null default 'open' check (status in ('open', 'waiting', 'resolved')),
  assignee_id uuid references admins (id) on delete set null,
  first_message_at timestamptz not null,
  last_message_at timestamptz not null,
  last_inbound_at timestamptz not null,
  first_response_at timestamptz,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint conversations_resolved check ((status = 'resolved') = (resolved_at is not null)),
  constraint conversations_reachable check (
    (channel = 'email' and person_email is not null)
    or (channel in ('whatsapp', 'sms') and person_phone is not null))
);
-- The list's order: waiting for a first answer by due time, then by the last message.
create index conversations_due_idx on conversations (first_message_at)
  where first_response_at is null and status <> 'resolved';
create index conversations_last_idx on conversations (last_message_at desc, id desc);
create index conversations_status_idx on conversations (status, last_message_at desc);
create index conversations_assignee_idx on conversations (assignee_id, last_message_at desc);
-- An incoming message joins the person's latest conversation on that channel.
create index conversations_phone_idx on conversations (person_phone, channel, last_message_at desc);
-- The clock's weeks.
create index conversations_first_message_idx on conversations (first_message_at);
-- The search: a case-insensitive substring of name, e-mail, phone or subject.
create index conversations_search_idx on conversations using gin (
  (lower(coalesce(person_name, '') || ' ' || coalesce(person_email, '') || ' '
    || coalesce(person_phone, '') || ' ' || subject)) public.gin_trgm_ops);

create table conversation_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references conversations (id) on delete cascade,
  direction text not null check (direction in ('in', 'out')),
  kind text not null default 'message' check (kind in ('message', 'note')),
  body text not null check (length(body) <= 5000),
  author_id uuid references admins (id) on delete set null,
  sent_as text check (sent_as in ('text', 'template', 'sms', 'email')),
  notification_id uuid references notifications (id) on delete set null,
  -- An incoming message's id at the provider (WhatsApp's wamid..., a hash of an SMS): a repeat
  -- of the same message is recognised and changes nothing.
  provider_message_id text unique,
  -- A photo or file the person sent, kept encrypted in the document storage.
  media_storage_key text unique,
  media_content_type text,
  media_size integer check (media_size >= 0),
  media_caption text check (length(media_caption) <= 1024),
  media_erased_at timestamptz,
  created_at timestamptz not null default now(),
  constraint conversation_messages_note check (kind = 'message' or direction = 'out'),
  constraint conversation_messages_sent_as check ((sent_as is null) = (direction = 'in' or kind = 'note'))
);
create index conversation_messages_thread_idx
  on conversation_messages (conversation_id, created_at, id);
create index conversation_messages_media_idx on conversation_messages (created_at)
  where media_storage_key is not null;

create table canned_replies (
  id uuid primary key default gen_random_uuid(),
  shortcut text not null check (shortcut ~ '^[a-z0-9-]{2,30}$'),
  language text not null check (language in ('en', 'te', 'hi')),
  title text not null check (length(title) between 1 and 80),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (language, shortcut)
);
