import { DELIVERY_PROMISE_MINUTES, NEARBY_RADIUS_KM, SERVICE_CITY } from './business';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import type { IconName } from '../components/icon';
import { CONTACT } from './company';

export interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
}

/** Why choose Kirana (landing page). */
export const WHY_CHOOSE: readonly Feature[] = [
  {
    title: 'Stores you already trust',
    text: `Order from the kiranas within ${NEARBY_RADIUS_KM} km of your home, not from a faraway warehouse.`,
    icon: 'store',
  },
  {
    title: `Delivered in ${DELIVERY_PROMISE_MINUTES} minutes`,
    text: 'Orders placed during business hours reach your door within half an hour.',
    icon: 'clock',
  },
  {
    title: 'Pay the store directly',
    text: 'Pay online where the store offers it, or cash on delivery. Your money goes straight to the shopkeeper.',
    icon: 'wallet',
  },
  {
    title: 'Delivery or self-pickup',
    text: 'Have it brought home, or collect your packed bag on your way past the store.',
    icon: 'bag',
  },
  {
    title: 'Keep your neighbourhood thriving',
    text: `Every order keeps a local business in ${SERVICE_CITY} open and its people employed.`,
    icon: 'heart',
  },
  {
    title: 'Verified partners',
    text: 'Every store and delivery partner is checked and approved by our team before they go live.',
    icon: 'shield',
  },
];

export interface AudienceFeatures {
  readonly audience: string;
  readonly intro: string;
  readonly items: readonly string[];
}

/** Feature lists per audience (landing page). */
export const AUDIENCE_FEATURES: readonly AudienceFeatures[] = [
  {
    audience: 'For customers',
    intro: 'Your local stores, in your pocket.',
    items: [
      'Find open stores near you and compare what they stock',
      'Search products across categories',
      'Home delivery or self-pickup, your choice',
      'Track every order in real time',
      'Reorder your monthly list in one tap',
    ],
  },
  {
    audience: 'For store owners',
    intro: 'Run your store online without changing how you work.',
    items: [
      'Manage orders, inventory and deliveries from one app',
      'Upload products yourself or ask us for a bulk upload',
      'Deliver yourself or request a delivery partner',
      'Close the store from your dashboard whenever you need to',
      'Free onboarding and a dashboard of your orders and sales',
    ],
  },
  {
    audience: 'For delivery partners',
    intro: 'Earn by delivering in your own neighbourhood.',
    items: [
      'Short trips: every store is close to its customers',
      'Apply with a government ID, an address proof and a photo',
      'Motorbike riders add a driving licence',
      'Clear reasons and a quick re-apply if documents are unclear',
    ],
  },
];

/** Customer app features (How It Works page). */
export const CUSTOMER_APP_FEATURES: readonly string[] = [
  'Store search and filtering',
  'Product categories and search',
  'Shopping lists and favourites',
  'Real-time order tracking',
  'Multiple payment options',
  'Order history and reordering',
  'Store ratings and reviews',
  'Special offers',
  'Scheduled deliveries',
];

/** Payment options (How It Works page). */
export const PAYMENT_OPTIONS: readonly string[] = [
  'Credit and debit cards',
  'UPI',
  'Mobile wallets',
  'Cash on delivery',
  'Net banking',
];

/** Security claims (How It Works page). */
export const SECURITY_CLAIMS: readonly string[] = [
  'Online payments are processed by RBI-authorised payment gateways over encrypted connections',
  'We never store your card details',
  'Your phone number is verified with a one-time password',
  'Your delivery address is shared only with the store and partner handling your order',
];

/** Store-owner benefits (landing page, #partner-benefits). */
export const STORE_OWNER_BENEFITS: readonly Feature[] = [
  {
    title: 'Free onboarding',
    text: `No sign-up fee. Register on this website and hear back on ${CONTACT.messagingApp} within ${REGISTRATION_RESPONSE_DAYS} days.`,
    icon: 'badge',
  },
  {
    title: 'New customers nearby',
    text: `Families within ${NEARBY_RADIUS_KM} km find your store the moment they open the app.`,
    icon: 'users',
  },
  {
    title: 'Paid directly',
    text: 'Online payments and cash go straight to you. No waiting for a settlement cycle.',
    icon: 'wallet',
  },
  {
    title: 'Your store, your rules',
    text: 'Set your stock and prices, close for a festival, deliver yourself or request a partner.',
    icon: 'store',
  },
];
