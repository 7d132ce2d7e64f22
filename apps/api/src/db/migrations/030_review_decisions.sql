-- One place for the review desk's decisions on every kind (issue 37): a store's rejection reason
-- and note were read back from the audit log while a delivery-partner application kept its own in
-- columns. Each decision (who, when, which, its reason and note) is now a row here, written by the
-- decision engine in the decision's transaction; the audit log stays the history people read.
create table review_decisions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('store', 'delivery-partner')),
  -- The store's or the application's id.
  subject_id uuid not null,
  decision text not null,
  reason text,
  note text,
  decided_by uuid references admins (id) on delete set null,
  decided_at timestamptz not null default now()
);
create index review_decisions_subject_idx
  on review_decisions (subject_id, decision, decided_at desc, id desc);

-- The stores' decisions so far, from the audit log, in the order they were taken.
insert into review_decisions (kind, subject_id, decision, reason, note, decided_by, decided_at)
select 'store', b.id, l.action, l.details->>'reason', nullif(l.details->>'note', ''), a.id, l.at
from audit_log l
  join branches b on b.id::text = l.entity_id
  left join admins a on a.id = l.admin_id
where l.entity = 'branch' and l.action in ('approve', 'reject', 'suspend', 'reinstate', 'reopen')
order by l.at, l.id;

-- The applications' decisions, from their columns, which then go.
insert into review_decisions (kind, subject_id, decision, reason, note, decided_by, decided_at)
select 'delivery-partner', p.id, case p.status when 'approved' then 'approve' else 'reject' end,
  p.reason, p.note, p.decided_by, p.decided_at
from delivery_partner_applications p
where p.decided_at is not null and p.status in ('approved', 'rejected')
order by p.decided_at;

alter table delivery_partner_applications
  drop column decided_at,
  drop column decided_by,
  drop column reason,
  drop column note;
