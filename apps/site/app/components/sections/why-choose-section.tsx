// The landing page's reasons to choose the platform.
import { useI18n } from '../../i18n/use-i18n';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { HomeSection } from './home-section';

export function WhyChooseSection() {
  const { content } = useI18n();
  return (
    <HomeSection words="why" id="why-choose" tone="muted">
      <FeatureGrid features={content.WHY_CHOOSE} />
    </HomeSection>
  );
}
