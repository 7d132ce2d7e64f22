import { NEARBY_RADIUS_KM, SERVICE_CITY } from '../../content/business';
import { Island } from '../../islands/island';
import { Section } from '../section/section';
import { StoreFinder } from '../store-finder/store-finder';

export function StoreFinderSection() {
  return (
    <Section
      id="store-finder"
      eyebrow="Store finder"
      title="Is Kirana in your neighbourhood?"
      intro={`We are growing across ${SERVICE_CITY}, one neighbourhood at a time. Enter your pincode to see the partner stores near you; in the app you will see every store within ${NEARBY_RADIUS_KM} km.`}
    >
      <Island name="store-finder" component={StoreFinder} props={{}} />
    </Section>
  );
}
