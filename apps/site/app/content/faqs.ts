import {
  DELIVERY_PROMISE_MINUTES,
  MIN_CUSTOMER_AGE,
  MIN_PARTNER_AGE,
  NEARBY_RADIUS_KM,
  RETURN_WINDOW_HOURS,
  SERVICE_CITY,
} from './business';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { COMING_SOON_IN_YOUR_LOCATION } from './messages';
import { CONTACT } from './company';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** The FAQ block: questions customers ask most. */
export const FAQS: readonly FaqItem[] = [
  {
    question: 'What is Kirana?',
    answer: `Kirana is an app for ordering groceries from the neighbourhood stores around you in ${SERVICE_CITY}. You browse the shelves of stores within ${NEARBY_RADIUS_KM} km, place your order, and choose home delivery or self-pickup.`,
  },
  {
    question: 'Is Kirana available in my area?',
    answer: `We operate in ${SERVICE_CITY} only, and show you stores within ${NEARBY_RADIUS_KM} km of your location. If there is no partner store near you yet, the app shows "${COMING_SOON_IN_YOUR_LOCATION}". You can use the store finder on our home page to check your pincode.`,
  },
  {
    question: 'How do I pay for my order?',
    answer:
      'You pay the store directly, in Indian rupees. If the store accepts online payment you can pay in the app; otherwise you pay cash on delivery or at the counter when you pick up. For home delivery, the delivery partner collects the payment.',
  },
  {
    question: 'How quickly will my order arrive?',
    answer: `Orders placed during business hours are delivered within ${DELIVERY_PROMISE_MINUTES} minutes. You can follow your order in real time in the app, or schedule a delivery for later.`,
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'Yes, as long as the delivery partner has not picked it up from the store. Once the order has been picked up it can no longer be cancelled or refunded.',
  },
  {
    question: 'What if items are damaged or wrong?',
    answer: `Raise a complaint in the app from your order history and inform the store. Returns are accepted within ${RETURN_WINDOW_HOURS} hours in the original packaging, except for perishable items.`,
  },
  {
    question: 'The app is not working. What should I do?',
    answer: `First update the app to the latest version from the app store. If the problem continues, contact our support team at ${CONTACT.email} or ${CONTACT.phone}.`,
  },
];

/** The shared block: questions for customers and partners alike. */
export const SHARED_FAQS: readonly FaqItem[] = [
  {
    question: 'Who can use Kirana?',
    answer: `Customers must be at least ${MIN_CUSTOMER_AGE} years old. Store owners and delivery partners use the separate Kirana Partner app and must be at least ${MIN_PARTNER_AGE}.`,
  },
  {
    question: 'How do I list my store on Kirana?',
    answer: `Register your store on this website: sign in with your mobile number and send your shop's details, licences and photos. Onboarding is free, and our team answers every registration within ${REGISTRATION_RESPONSE_DAYS} days on ${CONTACT.messagingApp}. Every store is verified and approved by our team before it goes live.`,
  },
  {
    question: 'How do store owners add their products?',
    answer:
      'Store owners can upload products themselves from the partner app, or send their list to our support team and ask for a bulk upload.',
  },
  {
    question: 'Can a store close for a day?',
    answer:
      'Yes. Store owners can close their store from the dashboard of the partner app at any time, and open it again when they are ready.',
  },
  {
    question: 'Who delivers the orders?',
    answer:
      'Each store chooses: it can deliver orders itself or request a delivery partner from Kirana for each order.',
  },
  {
    question: 'How do I become a delivery partner?',
    answer:
      'Apply in the Kirana Partner app with a government ID, an address proof and a clear photo of yourself. If you will deliver on a motorbike, you also need a driving licence.',
  },
  {
    question: 'Why was my delivery partner application rejected?',
    answer:
      'Applications are rejected when a document is invalid or unclear. We notify you of the reason, and you are welcome to re-apply with clearer documents.',
  },
];
