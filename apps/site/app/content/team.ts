export interface TeamMember {
  readonly name: string;
  readonly role: string;
  /** Square portrait, served from public/. */
  readonly image: string;
  readonly bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Arjun Varma',
    role: 'Founder & CEO',
    image: '/images/team/arjun-varma.svg',
    bio: 'Grew up above his father’s kirana in Secunderabad and started Kirana to give stores like it the tools the big chains have.',
  },
  {
    name: 'Meera Iyer',
    role: 'Chief Marketing Officer',
    image: '/images/team/meera-iyer.svg',
    bio: 'Leads our work with neighbourhood associations and store partners, and tells their stories across Hyderabad.',
  },
];
