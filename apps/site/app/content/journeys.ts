import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { NEARBY_RADIUS_KM } from './business';

export interface Step {
  readonly title: string;
  readonly text: string;
}

/** The short version on the landing page (#how-it-works). */
export const LANDING_STEPS: readonly Step[] = [
  { title: 'Download the app', text: 'Sign up with your phone number in under a minute.' },
  {
    title: 'Pick a nearby store',
    text: `See the kiranas within ${NEARBY_RADIUS_KM} km and what they have on the shelf.`,
  },
  { title: 'Fill your cart', text: 'Add what you need, or reorder a list you have used before.' },
  {
    title: 'Delivery or pickup',
    text: 'Have it delivered, or collect it yourself, and pay the store directly.',
  },
];

/** The customer journey in six steps (How It Works page). */
export const CUSTOMER_JOURNEY: readonly Step[] = [
  {
    title: 'Download and register',
    text: 'Install the Kirana app, enter your phone number and confirm it with a one-time password.',
  },
  {
    title: 'Browse local stores',
    text: `See the stores within ${NEARBY_RADIUS_KM} km of you, their opening hours, ratings and what they stock.`,
  },
  {
    title: 'Add to cart',
    text: 'Search or browse by category and add products to your cart, or start from a saved shopping list.',
  },
  {
    title: 'Checkout and payment',
    text: 'Choose home delivery or self-pickup, then pay online if the store accepts it, or cash on delivery.',
  },
  {
    title: 'Order processing',
    text: 'The store confirms and packs your order. You can follow every step in real time.',
  },
  {
    title: 'Receive your order',
    text: 'The delivery partner brings it to your door, or your bag is ready at the counter for pickup.',
  },
];

/** The store-owner process in six steps (How It Works page). */
export const STORE_OWNER_JOURNEY: readonly Step[] = [
  {
    title: 'Join the network',
    text: 'Register your store on this website with your mobile number. Onboarding is free.',
  },
  {
    title: 'Verification',
    text: `Our team checks your store details and answers within ${REGISTRATION_RESPONSE_DAYS} days on WhatsApp. Once approved, your store goes live.`,
  },
  {
    title: 'Manage inventory',
    text: 'Upload your products and prices yourself, or ask our support team for a bulk upload.',
  },
  {
    title: 'Receive orders',
    text: 'Orders from nearby customers arrive in the app with a notification and a clear item list.',
  },
  {
    title: 'Process orders',
    text: 'Pack the order, then deliver it yourself or request a delivery partner to pick it up.',
  },
  {
    title: 'Get paid',
    text: 'Customers pay you directly: online into your account, or in cash on delivery or at pickup.',
  },
];
