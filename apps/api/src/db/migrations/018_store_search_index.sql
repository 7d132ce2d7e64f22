-- The admin's store search at the speed of an index (issue 43). Migration 011's four trigram
-- indexes (name, owner, phone, pincode) served a search only as a BitmapOr of four index scans,
-- which PostgreSQL prices above a sequential scan for a word in a tenth of the stores ("balaji"):
-- every store was read and lowercased four times for the page's counts. One lowercased text of
-- the four columns, one a line, kept by PostgreSQL itself, and one trigram index on it: a match
-- of the search is one index scan and a LIKE on stored text (ILIKE is lower() and LIKE in a UTF8
-- database), the same stores as the four ILIKEs (see searchOf in repositories/stores.ts).
alter table branches
  add column search_text text generated always as (
    lower(name || E'\n' || owner_name || E'\n' || phone || E'\n' || pincode)) stored;

-- fastupdate off: a store is written rarely and searched often; without it new stores wait in
-- the index's pending list, which every search reads through until a vacuum empties it.
create index branches_search_trgm_idx on branches
  using gin (search_text public.gin_trgm_ops) with (fastupdate = off);

drop index branches_name_trgm_idx;
drop index branches_owner_name_trgm_idx;
drop index branches_phone_trgm_idx;
drop index branches_pincode_trgm_idx;

-- The phone's digits (a search of three digits or more) the same way: without its pending list
-- a phone search is two small index scans, priced so, rather than a scan computing every
-- store's digits.
drop index branches_phone_digits_trgm_idx;
create index branches_phone_digits_trgm_idx
  on branches using gin ((regexp_replace(phone, '[^0-9]', '', 'g')) public.gin_trgm_ops)
  with (fastupdate = off);
