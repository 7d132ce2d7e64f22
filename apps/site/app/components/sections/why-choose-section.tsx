import { WHY_CHOOSE } from '../../content/features';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { Section } from '../section/section';

export function WhyChooseSection() {
  return (
    <Section
      id="why-choose"
      tone="muted"
      eyebrow="Why Kirana"
      title="Why families choose Kirana"
      intro="The convenience of an app, with the store and the shopkeeper you already know."
    >
      <FeatureGrid features={WHY_CHOOSE} />
    </Section>
  );
}
