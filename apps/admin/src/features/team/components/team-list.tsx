// The team screen (Owner): invite by e-mail with a role, the invites waiting (send again,
// cancel), and the team with each teammate's role (changed after a confirmation that says what
// the new role can do), last login and state (deactivate after a confirmation; reactivate); and
// what each role can do. A table on a desk, cards on a phone (the CSS module's container query).
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { RoleBadge } from '@kirana/ui/role-badge';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import {
  EVERY_ROLE_DESCRIPTION,
  ROLES,
  mayGrant,
  roleChangedTo,
  roleDescription,
  type Role,
} from '@kirana/domain/team';
import type { TeamMember } from '@kirana/api-client/types';
import { LoadState } from '../../../components/load-state';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { fieldErrorOf, refusalWords } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useTeam } from '../api/list-admins';
import { useInvites } from '../api/list-invites';
import {
  useCancelInvite,
  useChangeRole,
  useCreateInvite,
  useDeactivateAdmin,
  useReactivateAdmin,
  useResendInvite,
} from '../api/team-changes';
import styles from './team-list.module.css';

const roleOptions = (granter: string) =>
  ROLES.map((role) => ({ value: role, label: role, disabled: !mayGrant(granter, role) }));

function InviteForm({ granter }: { granter: string }) {
  const invite = useCreateInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('Reviewer');
  const fields = fieldErrorOf(invite.error, ['email', 'role'] as const);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {invite.isSuccess && <Alert variant="success">The invite is on its way.</Alert>}
      {invite.isError && !fields.email && !fields.role && (
        <Alert variant="error">{refusalWords(invite.error, 'The invite was not sent.')}</Alert>
      )}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        required
        value={email}
        error={fields.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Select
        label="Role"
        name="role"
        value={role}
        error={fields.role}
        options={roleOptions(granter)}
        onChange={(event) => setRole(event.target.value as Role)}
      />
      <Button type="submit" busy={invite.isPending} busyLabel="Sending...">
        Send invite
      </Button>
    </form>
  );
}

function Invites() {
  const invites = useInvites();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  if (invites.isPending || invites.isError)
    return (
      <LoadState
        query={invites}
        loading="Loading the invites..."
        failed="Failed to load the invites."
      />
    );
  if (invites.data.length === 0) return <p>No invites waiting.</p>;
  const failed = resend.error ?? cancel.error;
  return (
    <>
      {failed && <Alert variant="error">{refusalWords(failed, 'That did not work.')}</Alert>}
      <ul className={styles.invites}>
        {invites.data.map((invite) => (
          <li key={invite._id}>
            <span className={styles.email}>{invite.email}</span>{' '}
            <RoleBadge roleName={invite.role} />{' '}
            {invite.expired ? (
              <span>expired</span>
            ) : (
              <span>
                link works until <DateTime value={invite.expiresAt} />
              </span>
            )}
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                busy={resend.isPending && resend.variables === invite._id}
                onClick={() => resend.mutate(invite._id)}
              >
                Send again <VisuallyHidden>to {invite.email}</VisuallyHidden>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                busy={cancel.isPending && cancel.variables === invite._id}
                onClick={() => cancel.mutate(invite._id)}
              >
                Cancel <VisuallyHidden>the invite of {invite.email}</VisuallyHidden>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

interface MemberRowProps {
  member: TeamMember;
  me: { _id: string; role: string };
  /** Called with the words to show once a new role is saved. */
  onSaved: (message: string) => void;
}

function MemberRow({ member, me, onSaved }: MemberRowProps) {
  const changeRole = useChangeRole();
  const deactivate = useDeactivateAdmin();
  const reactivate = useReactivateAdmin();
  const [confirming, setConfirming] = useState(false);
  // The role chosen in the menu, waiting for the confirmation (the menu shows it meanwhile).
  const [proposed, setProposed] = useState<Role | null>(null);
  const inactive = member.deactivatedAt !== null;
  return (
    <tr>
      <th scope="row">
        {member.name}
        {member._id === me._id && ' (you)'}
      </th>
      <td className={styles.email} data-label="E-mail">
        {member.email}
      </td>
      <td className={styles.role} data-label="Role">
        {inactive ? (
          <RoleBadge roleName={member.role} deactivated />
        ) : (
          <>
            <Select
              label={<VisuallyHidden>Role of {member.name}</VisuallyHidden>}
              value={proposed ?? member.role}
              disabled={changeRole.isPending}
              options={roleOptions(me.role)}
              onChange={(event) => {
                const role = event.target.value as Role;
                if (role !== member.role) setProposed(role);
              }}
            />
            <ConfirmDialog
              open={proposed !== null}
              onOpenChange={(open) => {
                if (open) return;
                setProposed(null);
                changeRole.reset();
              }}
              variant="primary"
              title={`Change ${member.name}’s role to ${proposed ?? ''}?`}
              message={
                <>
                  {proposed && `What ${proposed} can do: ${roleDescription(proposed)}`}{' '}
                  {member.name} will no longer have the {member.role} role.
                </>
              }
              confirmLabel="Change role"
              busy={changeRole.isPending}
              busyLabel="Saving..."
              error={
                changeRole.error
                  ? refusalWords(changeRole.error, 'The change was not saved.')
                  : undefined
              }
              onConfirm={() => {
                if (!proposed) return;
                changeRole.mutate(
                  { adminId: member._id, role: proposed },
                  {
                    onSuccess: () => {
                      onSaved(roleChangedTo(member.name, proposed));
                      setProposed(null);
                    },
                  },
                );
              }}
            />
          </>
        )}
        {reactivate.error && (
          <Alert variant="error">
            {refusalWords(reactivate.error, 'The change was not saved.')}
          </Alert>
        )}
      </td>
      <td data-label="Last login">
        {member.lastLoginAt ? <DateTime value={member.lastLoginAt} /> : 'Never'}
      </td>
      <td className={styles.rowActions}>
        {inactive ? (
          <Button
            size="sm"
            variant="secondary"
            busy={reactivate.isPending}
            onClick={() => reactivate.mutate(member._id)}
          >
            Reactivate <VisuallyHidden>{member.name}</VisuallyHidden>
          </Button>
        ) : member._id === me._id ? null : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) deactivate.reset();
            }}
            trigger={
              <Button size="sm" variant="secondary">
                Deactivate <VisuallyHidden>{member.name}</VisuallyHidden>
              </Button>
            }
            title={`Deactivate ${member.name}?`}
            message="They are signed out everywhere at once and can no longer sign in. You can reactivate them later."
            confirmLabel="Deactivate"
            busy={deactivate.isPending}
            busyLabel="Deactivating..."
            error={
              deactivate.error ? refusalWords(deactivate.error, 'Not deactivated.') : undefined
            }
            onConfirm={() =>
              deactivate.mutate(member._id, { onSuccess: () => setConfirming(false) })
            }
          />
        )}
      </td>
    </tr>
  );
}

/** The team, its invites and an invite form. */
export function TeamList() {
  const team = useTeam();
  const me = useSession((state) => state.admin);
  const granter = me?.role ?? '';
  const [saved, setSaved] = useState('');
  return (
    <>
      <PageHeader title="Team" subtitle="Invite teammates by e-mail and choose what they can do." />
      <Panel title="Invite a teammate">
        <InviteForm granter={granter} />
      </Panel>
      <Panel title="Invites waiting">
        <Invites />
      </Panel>
      <Panel title="Admins">
        <p role="status" className={styles.saved}>
          {saved}
        </p>
        <LoadState query={team} loading="Loading the team..." failed="Failed to load the team." />
        {team.data && me && (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Last login</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.data.map((member) => (
                  <MemberRow key={member._id} member={member} me={me} onSaved={setSaved} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel title="What each role can do">
        <p className={styles.everyRole}>{EVERY_ROLE_DESCRIPTION}</p>
        <dl className={styles.roles}>
          {ROLES.map((role) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{roleDescription(role)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </>
  );
}
