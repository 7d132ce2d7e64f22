// Telugu text of ../team.ts: names, roles and bios only; the portraits stay in the English
// module. TEAM_TEXT is in the order of TEAM.
import { BRAND } from '../company';
import type { TeamMember } from '../team';
import { SERVICE_CITY } from './business';

/** The words of one team member. */
export type TeamMemberText = Pick<TeamMember, 'name' | 'role' | 'bio'>;

export const TEAM_TEXT: readonly TeamMemberText[] = [
  {
    name: 'అర్జున్ వర్మ',
    role: 'వ్యవస్థాపకుడు, CEO',
    bio: `సికింద్రాబాద్‌లో తన నాన్న కిరాణా దుకాణం పై అంతస్తులో పెరిగారు. అలాంటి దుకాణాలకు పెద్ద చైన్‌లకు ఉన్న సాధనాలన్నీ అందించాలనే ఉద్దేశంతో ${BRAND} ను ప్రారంభించారు.`,
  },
  {
    name: 'మీరా అయ్యర్',
    role: 'చీఫ్ మార్కెటింగ్ ఆఫీసర్',
    bio: `కాలనీ సంఘాలతో, పార్ట్‌నర్ దుకాణాలతో మా పనికి నాయకత్వం వహిస్తారు; వాళ్ల కథలను ${SERVICE_CITY} అంతటా వినిపిస్తారు.`,
  },
];
