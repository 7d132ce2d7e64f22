-- Issue 36: a second step's codes are counted before they are checked, so fifty sent at once
-- cannot slip past the limit: a challenge's `failures` becomes `attempts` (codes taken for
-- checking), and each admin counts the codes checked across all their challenges in a window,
-- whatever the client addresses (SECOND_STEP_ACCOUNT_MAX in @kirana/domain/two-step).
alter table admin_challenges rename column failures to attempts;

alter table admins
  add column second_step_checks integer not null default 0,
  add column second_step_window_at timestamptz;
