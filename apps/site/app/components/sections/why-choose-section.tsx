// The landing page's reasons to choose the platform.
import { useI18n } from '../../i18n/use-i18n';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { Section } from '../section/section';

export function WhyChooseSection() {
  const { t, content } = useI18n();
  return (
    <Section
      id="why-choose"
      tone="muted"
      eyebrow={t.home.whyEyebrow}
      title={t.home.whyTitle}
      intro={t.home.whyIntro}
    >
      <FeatureGrid features={content.WHY_CHOOSE} />
    </Section>
  );
}
