// /admin/activity: the audit log, with the team's names for its admin filter.
import { ActivityLog } from '../../features/activity/components/activity-log';
import { useTeam } from '../../features/team/api/list-admins';

/** /admin/activity: the audit log; its admin filter names the team. */
export function Component() {
  const team = useTeam();
  const admins = (team.data ?? []).map((admin) => ({ value: admin._id, label: admin.name }));
  return <ActivityLog admins={admins} />;
}
