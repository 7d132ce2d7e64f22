-- The review queues at size (issue 27, part 2): the store queue and the delivery-partner queue
-- are paged by keyset on (group, moment, id): pending first by submission, oldest first, then
-- the rest newest first. The moment was `extract(epoch from submitted_at)`, which PostgreSQL
-- marks stable (timestamptz fields can depend on the time zone), so no index could hold it:
-- every page read and sorted the whole table (20,000 applications: a sequential scan and a
-- sort for each page). The same number from the interval since 1970-01-01 UTC is immutable; the
-- repositories now order by it, and these indexes serve their pages in order.
create index branches_queue_order_idx on branches (
  (case when status = 'pending' then 0 else 1 end),
  ((case when status = 'pending' then 1 else -1 end
    * extract(epoch from (submitted_at - timestamptz '1970-01-01 00:00:00+00')) * 1000)::float8),
  id);
create index applications_queue_order_idx on delivery_partner_applications (
  (case when status = 'pending' then 0 else 1 end),
  ((case when status = 'pending' then 1 else -1 end
    * extract(epoch from (submitted_at - timestamptz '1970-01-01 00:00:00+00')) * 1000)::float8),
  id);
