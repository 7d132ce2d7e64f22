-- Every committed change to the tables that API answers are cached from is announced on the
-- channel kirana_changes, with "schema.table" as the payload, whoever made it (this API, another
-- instance, a script, psql). Instances listening on the channel drop what they cached from that
-- table (apps/api/src/cache). Statement-level: one notification per statement, and PostgreSQL
-- sends each distinct one once, at commit; a rolled-back change announces nothing.
create or replace function kirana_notify_change() returns trigger language plpgsql as $$
begin perform pg_notify('kirana_changes', tg_table_schema || '.' || tg_table_name); return null; end $$;

create trigger admins_changed after insert or update or delete or truncate on admins
  for each statement execute function kirana_notify_change();
create trigger sessions_changed after insert or update or delete or truncate on sessions
  for each statement execute function kirana_notify_change();
create trigger branches_changed after insert or update or delete or truncate on branches
  for each statement execute function kirana_notify_change();
create trigger customers_changed after insert or update or delete or truncate on customers
  for each statement execute function kirana_notify_change();
create trigger orders_changed after insert or update or delete or truncate on orders
  for each statement execute function kirana_notify_change();
create trigger default_categories_changed after insert or update or delete or truncate on default_categories
  for each statement execute function kirana_notify_change();
create trigger default_products_changed after insert or update or delete or truncate on default_products
  for each statement execute function kirana_notify_change();
create trigger categories_changed after insert or update or delete or truncate on categories
  for each statement execute function kirana_notify_change();
create trigger products_changed after insert or update or delete or truncate on products
  for each statement execute function kirana_notify_change();
create trigger affiliate_products_changed after insert or update or delete or truncate on affiliate_products
  for each statement execute function kirana_notify_change();
