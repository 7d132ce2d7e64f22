// The team screen: who the admins are and when they last signed in.
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { formatDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/errors';
import { useTeam } from '../api/list-admins';
import styles from './team-list.module.css';

/** Who the admins are, so the activity log can be read by name. Read only. */
export function TeamList() {
  const team = useTeam();
  return (
    <>
      <PageHeader
        title="Team"
        subtitle="Admins are added with the admin:create command (see the README)."
      />
      <Panel title="Admins">
        {team.isPending && <LoadingState>Loading the team...</LoadingState>}
        {team.isError && (
          <Alert variant="error">{errorText(team.error, 'Failed to load the team.')}</Alert>
        )}
        {team.data && (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Last login</th>
                </tr>
              </thead>
              <tbody>
                {team.data.map((admin) => (
                  <tr key={admin._id}>
                    <th scope="row">{admin.name}</th>
                    <td>{admin.email}</td>
                    <td>
                      {admin.lastLoginAt ? (
                        <time dateTime={admin.lastLoginAt}>
                          {formatDateTime(admin.lastLoginAt)}
                        </time>
                      ) : (
                        'Never'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
