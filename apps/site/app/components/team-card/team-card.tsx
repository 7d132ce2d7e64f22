import type { TeamMember } from '../../content/team';
import { PersonAvatar } from '../person-avatar/person-avatar';
import styles from './team-card.module.css';

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      <PersonAvatar name={member.name} src={member.image} size={120} />
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}
