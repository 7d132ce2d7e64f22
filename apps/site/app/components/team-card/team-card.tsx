// A member of the team on the About page.
import type { TeamMember } from '../../content/team';
import { Avatar } from '@kirana/ui/avatar';
import styles from './team-card.module.css';

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      <Avatar name={member.name} src={member.image} size="xl" />
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}
