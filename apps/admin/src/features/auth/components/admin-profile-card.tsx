// The dashboard's profile card: the admin from the session, or read once from the server.
import { useEffect } from 'react';
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';
import { ADMIN_DATA_LOAD_FAILED } from '../messages';
import { Panel } from '../../../components/panel';
import { useAdminProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import styles from './admin-profile-card.module.css';

const userIcon = (
  <svg viewBox="0 0 20 20" fill="currentColor" focusable="false">
    <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
  </svg>
);

/** Name, email and role of the signed-in admin; a failure to load them ends the session. */
export function AdminProfileCard() {
  const { admin, isError, isLoading } = useAdminProfile();
  const { mutate: logout } = useLogout();

  useEffect(() => {
    if (isError) logout({ notice: ADMIN_DATA_LOAD_FAILED });
  }, [isError, logout]);

  return (
    <Panel title="Admin Profile" icon={userIcon}>
      {isError && <Alert variant="error">{ADMIN_DATA_LOAD_FAILED}</Alert>}
      {isLoading && <LoadingState>Loading profile...</LoadingState>}
      {admin && (
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>Name</dt>
            <dd>{admin.name}</dd>
          </div>
          <div className={styles.row}>
            <dt>Email</dt>
            <dd>{admin.email}</dd>
          </div>
          <div className={styles.row}>
            <dt>Role</dt>
            <dd>
              <span className={styles.role}>{admin.role}</span>
            </dd>
          </div>
        </dl>
      )}
    </Panel>
  );
}
