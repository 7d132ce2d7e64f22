-- Where each notification went (issue 22): `log` (written to the API's log, no one received it)
-- or `webhook` (handed to the messaging bridge), recorded with each try so the admin can say
-- "Logged (no message sent)" rather than "Sent". Null until a first try; the notifications
-- written before this column are left null (their channel was not kept).
alter table notifications
  add column channel text check (channel in ('log', 'webhook'));
