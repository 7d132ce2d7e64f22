-- Withdrawing consent (issue 40 §4), or an erasure the team answered, ends the owner's
-- agreements to the privacy notice: each row stays as the proof of what was agreed and when,
-- with the moment it ended, and an owner who registers again is asked to agree again.
alter table owner_consents add column withdrawn_at timestamptz
  check (withdrawn_at is null or withdrawn_at >= consented_at);
