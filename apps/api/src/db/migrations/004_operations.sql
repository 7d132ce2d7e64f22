-- The operator's day (issue 15): contact messages get a status (new, handled by whom and when),
-- admins their last login, and the audit log an index behind every filter of the activity list
-- (each ordered like the list: newest first, the id breaking ties).

alter table contact_messages
  add column status text not null default 'new' check (status in ('new', 'handled')),
  add column handled_by uuid references admins (id) on delete set null,
  add column handled_at timestamptz;
drop index contact_messages_created_idx;
create index contact_messages_created_idx on contact_messages (created_at desc, id desc);
create index contact_messages_status_idx on contact_messages (status, created_at desc, id desc);
create index contact_messages_subject_idx on contact_messages (subject, created_at desc, id desc);

alter table admins add column last_login_at timestamptz;

drop index audit_log_at_idx;
drop index audit_log_entity_idx;
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_entity_idx on audit_log (entity, entity_id, at desc, id desc);
create index audit_log_admin_idx on audit_log (admin_id, at desc, id desc);
create index audit_log_action_idx on audit_log (action, at desc, id desc);
create index audit_log_entity_type_idx on audit_log (entity, at desc, id desc);
