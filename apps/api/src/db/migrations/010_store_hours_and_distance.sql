-- Nearby means within 2 km, and open or closed (issue 24): a store's opening hours per weekday
-- and its temporary closure, and the store finder by distance with cube and earthdistance
-- (PostgreSQL's contrib; PGlite ships both).

-- The extensions live in public whatever the search_path (tests give each file its own schema);
-- the lock keeps two migrating processes from creating them at once.
select pg_advisory_xact_lock(hashtext('kirana:create extension earthdistance'));
create extension if not exists cube with schema public;
create extension if not exists earthdistance with schema public;

-- earthdistance's functions name cube's types and functions without their schema, so they work
-- only with public on the search_path: these three wrap them with it, in this schema, for the
-- index and the finder's query.
create function kirana_earth(latitude double precision, longitude double precision)
  returns public.earth language sql immutable strict parallel safe set search_path = public
  as $$ select public.ll_to_earth(latitude, longitude) $$;
create function kirana_earth_box(centre public.earth, meters double precision)
  returns public.cube language sql immutable strict parallel safe set search_path = public
  as $$ select public.earth_box(centre, meters) $$;
create function kirana_earth_distance(a public.earth, b public.earth)
  returns double precision language sql immutable strict parallel safe set search_path = public
  as $$ select public.earth_distance(a, b) $$;

-- The approved stores' points, for "within 2 km" (a box the index finds, then the exact distance).
create index branches_earth_idx on branches using gist (kirana_earth(latitude, longitude))
  where status = 'approved' and latitude is not null and longitude is not null;

-- Hours: { "mon": [{ "opens": "07:00", "closes": "13:00" }, ...], ... } (see
-- @kirana/domain/store-hours); null until the owner or the team sets them.
alter table branches
  add column hours jsonb,
  add column closed_until timestamptz,
  add column closure_note text;
