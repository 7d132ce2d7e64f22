-- Issue 25: the team's roles. Every admin so far could do everything, so each becomes an Owner;
-- a role is one of four fixed sets of permissions (packages/domain/src/team.ts).
update admins set role = 'Owner' where role not in ('Owner', 'Reviewer', 'Catalogue', 'Support');
alter table admins alter column role set default 'Owner';
alter table admins
  add constraint admins_role_check check (role in ('Owner', 'Reviewer', 'Catalogue', 'Support'));
