// Hindi text of ../team.ts; only text: each member's name, role and bio, in the same order.
// The portraits stay in ../team.ts (TEAM[i].image goes with TEAM_TEXT[i]).
import { BRAND } from '../company';
import type { TeamMember } from '../team';
import { SERVICE_CITY } from './business';

/** The text of a TeamMember; the image is not text and stays in ../team.ts. */
export type TeamMemberText = Pick<TeamMember, 'name' | 'role' | 'bio'>;

/** TEAM in Hindi, member by member. */
export const TEAM_TEXT: readonly TeamMemberText[] = [
  {
    name: 'अर्जुन वर्मा',
    role: 'संस्थापक और CEO',
    bio: `सिकंदराबाद में अपने पिता की किराना दुकान के ऊपर पले-बढ़े, और ${BRAND} इसलिए शुरू किया ताकि ऐसी दुकानों के पास भी वे साधन हों जो बड़ी चेन के पास होते हैं।`,
  },
  {
    name: 'मीरा अय्यर',
    role: 'चीफ़ मार्केटिंग ऑफ़िसर',
    bio: `मोहल्ला संगठनों और पार्टनर दुकानों के साथ हमारे काम की अगुवाई करती हैं, और पूरे ${SERVICE_CITY} में उनकी कहानियाँ लोगों तक पहुँचाती हैं।`,
  },
];
