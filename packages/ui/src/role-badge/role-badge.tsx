// A teammate's role and state in one look (the team screen, the profile): a word on a tone.
import type { Role } from '@kirana/domain/team';
import { Badge, type BadgeTone } from '../badge/badge';

const TONES: Record<Role, BadgeTone> = {
  Owner: 'info',
  Reviewer: 'success',
  Catalogue: 'warning',
  Support: 'neutral',
};

export interface RoleBadgeProps {
  roleName: Role;
  /** A deactivated teammate's role is shown beside "Deactivated". */
  deactivated?: boolean;
}

/** The role's name in a pill; "Deactivated" beside it for a deactivated teammate. */
export function RoleBadge({ roleName, deactivated = false }: RoleBadgeProps) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Badge tone={TONES[roleName]}>{roleName}</Badge>
      {deactivated && <Badge tone="danger">Deactivated</Badge>}
    </span>
  );
}
