// A section of the landing page headed by its words in the home page's catalogue: `words="why"`
// takes whyEyebrow, whyTitle and whyIntro (an intro given instead, e.g. one with values filled in).
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { useI18n } from '../../i18n/use-i18n';
import { Section, type SectionProps } from '../section/section';

type Home = Messages['home'];
/** The home page's words that head a section: an eyebrow, a title and an intro. */
export type HomeHeading = {
  [K in keyof Home]: K extends `${infer P}Eyebrow`
    ? `${P}Title` extends keyof Home
      ? `${P}Intro` extends keyof Home
        ? P
        : never
      : never
    : never;
}[keyof Home];

export interface HomeSectionProps extends Omit<SectionProps, 'title' | 'eyebrow' | 'intro'> {
  words: HomeHeading;
  intro?: ReactNode;
}

export function HomeSection({ words, intro, ...props }: HomeSectionProps) {
  const { t } = useI18n();
  return (
    <Section
      {...props}
      eyebrow={t.home[`${words}Eyebrow`]}
      title={t.home[`${words}Title`]}
      intro={intro ?? t.home[`${words}Intro`]}
    />
  );
}
