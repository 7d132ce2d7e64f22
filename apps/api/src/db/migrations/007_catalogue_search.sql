-- Catalogue lists at scale (issue 16): a store's categories and products are paged by keyset on
-- (name, id) or (price, name, id), and searched by a substring of the name. The btree indexes
-- serve a category's (and a store's) pages in name order without sorting; the trigram index
-- serves `lower(name) like '%text%'` searches across a store of thousands of products (with
-- products_branch_idx, by a bitmap AND).

-- The extension lives in public whatever the search_path (tests give each file its own schema,
-- dropped afterwards), and the lock keeps two migrating processes from creating it at once.
select pg_advisory_xact_lock(hashtext('kirana:create extension pg_trgm'));
create extension if not exists pg_trgm with schema public;

create index products_branch_category_name_idx
  on products (branch_id, category_id, lower(name), id);
create index products_branch_name_idx on products (branch_id, lower(name), id);
-- fastupdate off: a bulk apply's rows go into the index at once, not into a pending list that
-- only a vacuum merges (until then the planner prices the index too high and scans the store).
create index products_name_trgm_idx on products using gin (lower(name) public.gin_trgm_ops)
  with (fastupdate = off);
create index categories_branch_name_idx on categories (branch_id, lower(name), id);
