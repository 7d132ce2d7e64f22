-- The inbox's list at scale (issue 41): a page is read rank by rank, each through an index in
-- its order with its id last, so a page reads a page's rows however many conversations there
-- are (see list in repositories/conversations.ts). Rank 0, the unanswered (and not resolved),
-- oldest first message first; it also holds the clock's counts (overdue, due today) as ranges
-- of the first message. It replaces migration 027's index of the first message alone, whose
-- ties in a page's order were sorted afterwards.
create index conversations_unanswered_idx on conversations (first_message_at, id)
  where first_response_at is null and status <> 'resolved';
drop index conversations_due_idx;

-- Rank 1, the others (answered, or resolved), newest last message first, ties by id.
create index conversations_answered_idx on conversations (last_message_at desc, id)
  where first_response_at is not null or status = 'resolved';

-- The search's trigram index again, without its pending list (as the stores', migration 018):
-- conversations written since the last vacuum waited in that list, which every search read
-- through, slower than reading the table once a few thousand had come in.
drop index conversations_search_idx;
create index conversations_search_idx on conversations using gin (
  (lower(coalesce(person_name, '') || ' ' || coalesce(person_email, '') || ' '
    || coalesce(person_phone, '') || ' ' || subject)) public.gin_trgm_ops)
  with (fastupdate = off);
