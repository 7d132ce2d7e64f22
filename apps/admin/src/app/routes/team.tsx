// /admin/team: the admins.
import { TeamList } from '../../features/team/components/team-list';

/** /admin/team: who the admins are. */
export function Component() {
  return <TeamList />;
}
