// The landing page's store finder section and its island.
import { NEARBY_RADIUS_KM } from '../../content/business';
import { fill } from '../../i18n/format';
import { useI18n } from '../../i18n/use-i18n';
import { storeFinderProps } from '../store-finder/store-finder-props';
import { Island } from '../../islands/island';
import { HomeSection } from './home-section';
import { StoreFinder } from '../store-finder/store-finder';

export function StoreFinderSection() {
  const { t, content, locale } = useI18n();
  return (
    <HomeSection
      words="finder"
      id="store-finder"
      intro={fill(t.home.finderIntro, { city: content.SERVICE_CITY, radius: NEARBY_RADIUS_KM })}
    >
      <Island name="store-finder" component={StoreFinder} props={storeFinderProps(locale)} />
    </HomeSection>
  );
}
