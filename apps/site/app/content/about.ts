import { FOUNDED_YEAR, NEARBY_RADIUS_KM, SERVICE_CITY } from './business';
import type { Feature } from './features';

export const STORY: readonly string[] = [
  `Kirana began in ${SERVICE_CITY} in ${FOUNDED_YEAR}, with a simple observation: the neighbourhood stores that families had trusted for generations were losing customers to apps, not because they were worse, but because they were harder to reach from a phone.`,
  `So we built the missing piece. Customers order from the stores within ${NEARBY_RADIUS_KM} km of their home and choose home delivery or self-pickup. Store owners get a partner app to manage orders, inventory and deliveries, and they are paid directly. Delivery partners from the same neighbourhood carry the orders.`,
  'Today we work with a growing network of verified stores across the city, and every one of them is a local business that keeps its own prices, its own stock and its own regulars.',
];

export const VALUES: readonly Feature[] = [
  {
    title: 'Community First',
    text: 'Every decision starts with the families and shopkeepers of the neighbourhood. Money spent locally should stay local.',
    icon: 'users',
  },
  {
    title: 'Innovation with Purpose',
    text: 'We build technology a busy shopkeeper can use between customers, and nothing that does not make a store stronger.',
    icon: 'smartphone',
  },
  {
    title: 'Quality & Trust',
    text: 'Every store and delivery partner is verified by our team, and every complaint is answered.',
    icon: 'shield',
  },
];

export const MISSION =
  'To give every neighbourhood store the reach of a large retailer, so customers can shop local with the convenience they expect.';

export const VISION = `A ${SERVICE_CITY} where every family can order from a store they know, within minutes, and every kirana thrives online as well as on its street.`;
