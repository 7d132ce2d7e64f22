// /admin/account: who I am, my password, my second factor and where I am signed in. Every role
// has one (x-permission `account`).
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { MySessions } from './my-sessions';
import { SecondFactorSection } from './second-factor-section';
import styles from './account.module.css';

export function MyAccount() {
  const admin = useSession((state) => state.admin);
  return (
    <>
      <PageHeader
        title="My account"
        subtitle="Your password, your two-step sign-in, and where you are signed in."
      />
      <div className={styles.grid}>
        <div className={styles.stack}>
          {admin && (
            <Panel title="Profile">
              <dl className={styles.facts}>
                <div>
                  <dt>Name</dt>
                  <dd>{admin.name}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{admin.email}</dd>
                </div>
                <div>
                  <dt>Role</dt>
                  <dd>{admin.role}</dd>
                </div>
              </dl>
            </Panel>
          )}
          <Panel title="Password">
            <ChangePasswordForm />
          </Panel>
          <SecondFactorSection />
        </div>
        <Panel title="Where you are signed in">
          <MySessions />
        </Panel>
      </div>
    </>
  );
}
