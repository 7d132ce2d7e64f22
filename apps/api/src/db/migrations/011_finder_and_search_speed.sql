-- Reads at size (issue 27): the store finder and the admin's store search, measured by the
-- bench over 5,000 approved stores.

-- The finder's wrappers of 010 carried `set search_path = public`, which stops PostgreSQL from
-- inlining a SQL function: every row the index found paid four nested function calls, each
-- saving and restoring the setting (24 ms for one search over 5,000 stores). These compute the
-- same values as earthdistance's ll_to_earth, earth_box and earth_distance (earth() is
-- 6378168 m) with only cube's C functions, each named with its schema, so they are inlined into
-- the query and the index whatever the search_path (0.2 ms). Not strict: least and greatest in
-- the box are not, and a strict function whose body is not strict is never inlined; a null in
-- gives null out all the same.
drop index branches_earth_idx;
create or replace function kirana_earth(latitude double precision, longitude double precision)
  returns public.earth language sql immutable parallel safe
  as $$ select public.cube(public.cube(public.cube(
      6378168::float8 * cos(radians(latitude)) * cos(radians(longitude))),
      6378168::float8 * cos(radians(latitude)) * sin(radians(longitude))),
      6378168::float8 * sin(radians(latitude)))::public.earth $$;
create or replace function kirana_earth_box(centre public.earth, meters double precision)
  returns public.cube language sql immutable parallel safe
  as $$ select public.cube_enlarge(centre,
      2 * 6378168::float8 * sin(least(pi(), greatest(0::float8, meters) / 6378168::float8) / 2),
      3) $$;
-- earth_distance's "more than the diameter apart" (rounding, for points nearly opposite) as
-- least(1, ...): half the circumference either way.
create or replace function kirana_earth_distance(a public.earth, b public.earth)
  returns double precision language sql immutable parallel safe
  as $$ select 2 * 6378168::float8
      * asin(least(1::float8, public.cube_distance(a, b) / (2 * 6378168::float8))) $$;
create index branches_earth_idx on branches using gist (kirana_earth(latitude, longitude))
  where status = 'approved' and latitude is not null and longitude is not null;

-- The store search (name, owner, phone, pincode, or the phone's digits: substrings, any case)
-- read every store twice, for the page and for its counts; trigram indexes find the matches.
create index branches_name_trgm_idx on branches using gin (name public.gin_trgm_ops);
create index branches_owner_name_trgm_idx on branches using gin (owner_name public.gin_trgm_ops);
create index branches_phone_trgm_idx on branches using gin (phone public.gin_trgm_ops);
create index branches_pincode_trgm_idx on branches using gin (pincode public.gin_trgm_ops);
create index branches_phone_digits_trgm_idx
  on branches using gin ((regexp_replace(phone, '[^0-9]', '', 'g')) public.gin_trgm_ops);
