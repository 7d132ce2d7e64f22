import {
  CANCELLATION_WINDOW_DAYS,
  DELIVERY_PROMISE_MINUTES,
  MIN_CUSTOMER_AGE,
  MIN_PARTNER_AGE,
  NEARBY_RADIUS_KM,
  PAYMENT_DISPUTE_WORKING_DAYS,
  REFUND_CLAIM_WINDOW_DAYS,
  REFUND_PROCESSING_DAYS,
  RETURN_WINDOW_HOURS,
  SERVICE_CITY,
  SHIPPING_HANDOVER_DAYS,
} from './business';
import { noticeSection } from './privacy-notice-section';
import { privacyNotice } from '../i18n/messages/en-privacy-notice';
import { CURRENCY_NAME, REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { BRAND, CONTACT } from './company';

/** A paragraph, or a bulleted list when it is an array. */
export type PolicyBlock = string | readonly string[];

export interface PolicySection {
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
  /** The section's anchor, the same in every language (else made from its heading). */
  readonly id?: string;
}

export interface Policy {
  readonly path: string;
  readonly title: string;
  /** One line for search results and link previews. */
  readonly description: string;
  /** Who the policy is for, shown under the title. */
  readonly audience: string;
  readonly intro: readonly string[];
  readonly sections: readonly PolicySection[];
}

const contactBlock: PolicyBlock = [
  `E-mail: ${CONTACT.email}`,
  `Phone: ${CONTACT.phone}`,
  `Post: ${BRAND}, ${CONTACT.addressLines.join(', ')}`,
];

const customerPrivacy: Policy = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${BRAND} collects, uses and protects the personal information of customers using the ${BRAND} app and website.`,
  audience: `For customers of the ${BRAND} app and visitors to this website`,
  intro: [
    `${BRAND} ("we", "us") connects customers in ${SERVICE_CITY} with neighbourhood grocery stores. This policy explains what personal information we collect when you use the ${BRAND} app or this website, why we collect it, who we share it with and the choices you have. We handle personal data in line with the Digital Personal Data Protection Act, 2023 and other applicable Indian law.`,
  ],
  sections: [
    {
      heading: '1. Information We Collect',
      blocks: [
        'We collect only what we need to take, deliver and support your orders:',
        [
          'your name',
          'your phone number, which we verify with a one-time password',
          'your e-mail address',
          'your delivery address',
          'your order history: stores, items, amounts and delivery or pickup choices',
          'your location, only with your consent, to show stores near you',
          'device and usage data: device model, operating system, app version, crash reports and the screens you use',
          'your communications with our support team',
        ],
        'We do not collect or store your card numbers or UPI PIN. Online payments are handled by the payment gateway the store uses.',
      ],
    },
    {
      heading: '2. How We Use Your Information',
      blocks: [
        [
          'to create and secure your account',
          `to show you stores within ${NEARBY_RADIUS_KM} km and what they stock`,
          'to pass your order to the store and, for home delivery, to the delivery partner',
          'to send you order updates by notification, SMS or e-mail',
          'to answer your questions and complaints',
          'to prevent fraud and misuse of the service',
          'to understand how the app is used and improve it',
          'to send offers, only if you have agreed to receive them',
        ],
      ],
    },
    {
      heading: '3. How We Share Your Information',
      blocks: [
        'We share your information only as needed to provide the service:',
        [
          'with the store you order from: your name, phone number, order and, for delivery, your address',
          'with the delivery partner carrying your order: your name, phone number and delivery address',
          'with service providers who host our systems, send messages or process payments for stores, under contracts that require them to protect your data',
          'with authorities, when the law requires it',
        ],
        'We never sell your personal information.',
      ],
    },
    {
      heading: '4. Location Data',
      blocks: [
        'We ask for your permission before using your device location. With it, we show the stores near you and help the delivery partner find your address. You can withdraw permission at any time in your device settings and enter your address by hand instead.',
      ],
    },
    {
      heading: '5. Data Security and Retention',
      blocks: [
        'We protect your information with encrypted connections, access controls and regular reviews of who can see what. No system is perfectly secure, and we will tell you and the authorities promptly if a breach affects your data.',
        'We keep your account information for as long as your account is open, and order records for as long as tax and accounting law requires. When you delete your account we delete or anonymise the rest within 90 days.',
      ],
    },
    {
      heading: '6. Your Rights and Choices',
      blocks: [
        'You may ask us to see, correct or delete your personal information, withdraw a consent you have given, or stop marketing messages. Most of this you can do in the app; for anything else, write to us using the details below and we will respond within 30 days.',
        `The ${BRAND} app is for people aged ${MIN_CUSTOMER_AGE} and over. Users under 18 should use it with the consent and supervision of a parent or guardian. We do not knowingly collect information from children under ${MIN_CUSTOMER_AGE}.`,
      ],
    },
    {
      heading: '7. Changes and Contact',
      blocks: [
        'We may update this policy as the service changes. We will show the new effective date at the top of this page and, for important changes, tell you in the app before they apply.',
        'Questions or requests about your personal information can be sent to our grievance officer:',
        contactBlock,
      ],
    },
    noticeSection('8. Privacy Notice for Store Owners and Delivery Partners', privacyNotice),
  ],
};

const customerTerms: Policy = {
  path: '/terms',
  title: 'Terms and Conditions',
  description: `The terms that apply when you order groceries from neighbourhood stores through the ${BRAND} app.`,
  audience: `For customers of the ${BRAND} app`,
  intro: [
    `These terms are an agreement between you and ${BRAND} for the use of the ${BRAND} app and website. Please read them carefully. By creating an account or placing an order you accept them.`,
  ],
  sections: [
    {
      heading: '1. Acceptance of Terms',
      blocks: [
        'By using the app or website you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.',
      ],
    },
    {
      heading: '2. Eligibility',
      blocks: [
        `You must be at least ${MIN_CUSTOMER_AGE} years old to use ${BRAND}. If you are under 18, you may use the service only with the involvement of a parent or guardian, who accepts these terms on your behalf.`,
      ],
    },
    {
      heading: '3. Our Service',
      blocks: [
        `${BRAND} is a platform that lets you order from independent stores near you in ${SERVICE_CITY}. The stores are the sellers of the products: they set prices, keep stock and are responsible for the quality of what they sell. ${BRAND} takes your order to the store and arranges delivery where the store requests it.`,
      ],
    },
    {
      heading: '4. Your Account',
      blocks: [
        'You register with your phone number. Keep your account details accurate and your device secure: you are responsible for orders placed from your account. Tell us straight away if you think someone else has used it.',
      ],
    },
    {
      heading: '5. Orders and Prices',
      blocks: [
        `Prices are set by each store and shown in ${CURRENCY_NAME} including applicable taxes. An order is confirmed when the store accepts it. A store may decline an order or an item that is out of stock; you will not be charged for items that are not supplied.`,
      ],
    },
    {
      heading: '6. Payment',
      blocks: [
        `Payment is made directly to the store, in ${CURRENCY_NAME} only: cash on delivery, or at the counter when you collect a self-pickup order. Where a store offers online payment, you may pay it in the app instead. For home delivery the delivery partner collects the payment on the store's behalf.`,
      ],
    },
    {
      heading: '7. Delivery and Self-Pickup',
      blocks: [
        `Orders placed during business hours are delivered within ${DELIVERY_PROMISE_MINUTES} minutes. Heavy rain, traffic or very large orders can occasionally cause delays; the app shows the live status of your order. For self-pickup, collect your order from the store once the app shows it is ready.`,
        'Please check your order when it arrives, and make sure someone is available at the delivery address.',
      ],
    },
    {
      heading: '8. Cancellations',
      blocks: [
        'You can cancel an order until the delivery partner picks it up from the store. Once the order has been picked up it cannot be cancelled and no refund is given.',
      ],
    },
    {
      heading: '9. Returns and Refunds',
      blocks: [
        `If an item is damaged, wrong or missing, raise a complaint in the app and inform the store. Returns are accepted within ${RETURN_WINDOW_HOURS} hours of delivery, in the original packaging. Perishable items such as milk, bread, fruit, vegetables, meat and eggs cannot be returned, but you can still report a quality problem for the store to resolve.`,
        'Approved refunds for online payments go back to the original payment method; refunds for cash orders are made by the store.',
      ],
    },
    {
      heading: '10. Acceptable Use and Liability',
      blocks: [
        'Do not misuse the service: no false orders, abuse of store staff or delivery partners, or attempts to interfere with the app. We may suspend accounts that do.',
        `${BRAND} is not the seller of the products and is not liable for their quality, safety or labelling, which are the store's responsibility. To the extent the law allows, our total liability for any claim is limited to the value of the order concerned.`,
      ],
    },
    {
      heading: '11. Governing Law, Changes and Contact',
      blocks: [
        `These terms are governed by the laws of India, and the courts at ${SERVICE_CITY}, Telangana have jurisdiction. We may update these terms; the effective date above shows the current version, and continuing to use the service means you accept the update.`,
        contactBlock,
      ],
    },
  ],
};

const partnerScope = `the ${BRAND} Partner app, used by store owners (branches) and delivery partners`;

const branchPrivacy: Policy = {
  path: '/branch/privacy-policy',
  title: 'Partner Privacy Policy',
  description: `How ${BRAND} handles the personal and business information of store owners and delivery partners using the ${BRAND} Partner app.`,
  audience: `For store owners and delivery partners using the ${BRAND} Partner app`,
  intro: [
    `This policy explains how ${BRAND} collects and uses information about the people who use ${partnerScope}. It works alongside the Partner Terms and Conditions.`,
  ],
  sections: [
    {
      heading: '1. Information We Collect',
      blocks: [
        'From store owners:',
        [
          'name, phone number and e-mail address',
          'store name, address, location, photos and opening hours',
          'business documents you choose to provide, such as GST or trade licence details',
          'bank or UPI details for receiving online payments',
          'the products, prices and stock you upload, and your order history',
        ],
        'From delivery partners:',
        [
          'name, phone number and address',
          'a government ID, an address proof and a clear photo',
          'a driving licence, for motorbike riders',
          'your location while you are on a delivery',
        ],
        'From everyone: device and usage data and your communications with our support team.',
      ],
    },
    {
      heading: '2. How We Use It',
      blocks: [
        [
          'to verify and approve stores and delivery partners',
          'to show your store to customers nearby and pass their orders to you',
          'to assign deliveries and show customers where their order is',
          'to settle payments and resolve disputes',
          'to contact you about your account, including on WhatsApp',
          'to meet our legal, tax and safety obligations',
        ],
      ],
    },
    {
      heading: '3. Sharing',
      blocks: [
        'Customers see your store name, address, hours, products and ratings. Delivery partners see the store address and the order they carry; customers see the delivery partner’s first name, photo and live location during a delivery. We share information with service providers working for us and with authorities when the law requires it. We never sell it.',
      ],
    },
    {
      heading: '4. Verification Documents',
      blocks: [
        'Identity and address documents are used only to verify you, are visible only to the team members who review them, and are stored encrypted. If an application is rejected we tell you why; documents from rejected applications are deleted after 90 days unless you re-apply.',
      ],
    },
    {
      heading: '5. Security and Retention',
      blocks: [
        'We protect your information with encrypted connections and storage and strict access controls. We keep it while your partner account is active and afterwards for as long as tax, accounting and dispute rules require.',
      ],
    },
    {
      heading: '6. Eligibility and Your Rights',
      blocks: [
        `Partners must be at least ${MIN_PARTNER_AGE} years old. You may ask to see, correct or delete your information, or close your partner account, by writing to us. Some records must be kept after closure to meet legal obligations.`,
      ],
    },
    {
      heading: '7. Changes and Contact',
      blocks: [
        'We will tell you in the Partner app before important changes to this policy apply. Questions can be sent to our grievance officer:',
        contactBlock,
      ],
    },
    noticeSection('8. Privacy Notice for Store Owners and Delivery Partners', privacyNotice),
  ],
};

const branchTerms: Policy = {
  path: '/branch/terms',
  title: 'Partner Terms and Conditions',
  description: `The terms for store owners and delivery partners who sell or deliver through the ${BRAND} Partner app.`,
  audience: `For store owners and delivery partners using the ${BRAND} Partner app`,
  intro: [
    `These terms govern your use of ${partnerScope}. By registering as a partner you accept them, together with the Partner Privacy Policy, the Cancellations and Refunds Policy and the Shipping Policy.`,
  ],
  sections: [
    {
      heading: '1. Eligibility',
      blocks: [
        `You must be at least ${MIN_PARTNER_AGE} years old and legally able to enter into a contract. A store must be a lawfully operating business in ${SERVICE_CITY}.`,
      ],
    },
    {
      heading: '2. Registration and Verification',
      blocks: [
        `Registration is free. Our team reviews every store registration and responds within ${REGISTRATION_RESPONSE_DAYS} days on ${CONTACT.messagingApp}. A store appears to customers only after our team has verified and approved it.`,
        'Delivery partners apply with a government ID, an address proof and a clear photo; motorbike riders also provide a driving licence. An application may be rejected for invalid or unclear documents. We will tell you the reason, and you may re-apply.',
      ],
    },
    {
      heading: '3. Store Obligations',
      blocks: [
        [
          'keep your product list, prices and stock accurate',
          'sell only genuine products that are within their expiry date and lawfully sold',
          'hold the licences your business needs, such as FSSAI registration for food',
          'accept or decline orders promptly, and close your store from the dashboard when you cannot take orders',
          'treat customers and delivery partners with respect',
        ],
      ],
    },
    {
      heading: '4. Products and Uploads',
      blocks: [
        'You may upload products yourself or ask our support team for a bulk upload. You are responsible for the accuracy of product names, prices and images you provide, and you allow us to display them in the apps.',
      ],
    },
    {
      heading: '5. Orders and Delivery',
      blocks: [
        'For each order you may deliver it yourself or request a delivery partner. Orders must be packed securely and handed over in the condition the customer ordered them.',
      ],
    },
    {
      heading: '6. Payments',
      blocks: [
        `Customers pay you directly, in ${CURRENCY_NAME}: online where you offer it, otherwise in cash on delivery or at pickup. Payment disputes must be reported to us within ${PAYMENT_DISPUTE_WORKING_DAYS} working days of the transaction; we cannot help with disputes reported later.`,
      ],
    },
    {
      heading: '7. Cancellations, Refunds and Shipping',
      blocks: [
        `Orders placed in the Partner app follow the Cancellations and Refunds Policy (cancellations within ${CANCELLATION_WINDOW_DAYS.label} of ordering, refunds processed in ${REFUND_PROCESSING_DAYS.label}) and the Shipping Policy (handover within ${SHIPPING_HANDOVER_DAYS.label}).`,
      ],
    },
    {
      heading: '8. Delivery Partners',
      blocks: [
        'Delivery partners are independent and are not employees of ' +
          BRAND +
          '. While delivering you must follow traffic law, wear a helmet on a two-wheeler, handle orders with care and collect the exact amount due on cash orders.',
      ],
    },
    {
      heading: '9. Suspension and Termination',
      blocks: [
        'You may close your partner account at any time. We may suspend or remove a partner who breaks these terms, repeatedly fails orders, receives serious complaints or provides false documents, and will tell you why.',
      ],
    },
    {
      heading: '10. Liability',
      blocks: [
        `Stores are responsible for the products they sell. To the extent the law allows, ${BRAND}'s liability to a partner is limited to the amounts directly connected with the order in question.`,
      ],
    },
    {
      heading: '11. Governing Law and Contact',
      blocks: [
        `These terms are governed by the laws of India, and the courts at ${SERVICE_CITY}, Telangana have jurisdiction. We will tell you in the Partner app before important changes apply.`,
        contactBlock,
      ],
    },
  ],
};

const cancellations: Policy = {
  path: '/cancellations-and-refunds',
  title: 'Cancellations and Refunds Policy',
  description: `When orders placed in the ${BRAND} Partner app can be cancelled, and how refunds and replacements are claimed and processed.`,
  audience: `For orders placed by store partners in the ${BRAND} Partner app`,
  intro: [
    `This policy applies to orders placed by registered store partners in the ${BRAND} Partner app, such as stock and store supplies. Customer orders in the ${BRAND} app follow the cancellation and return rules of the customer Terms and Conditions.`,
  ],
  sections: [
    {
      heading: '1. Cancellations',
      blocks: [
        `You may cancel an order within ${CANCELLATION_WINDOW_DAYS.label} of placing it, as long as it has not yet been handed over for shipping. Orders for perishable goods cannot be cancelled.`,
      ],
    },
    {
      heading: '2. Refund or Replacement Claims',
      blocks: [
        `If goods arrive damaged, defective or different from what you ordered, raise a claim in the Partner app within ${REFUND_CLAIM_WINDOW_DAYS.label} of receiving them. Include the order number, a description of the problem and clear photos of the goods and packaging.`,
        'We review every claim and will offer a replacement or a refund. Perishable goods are not eligible for return, though you may still report a quality problem on delivery.',
      ],
    },
    {
      heading: '3. Refund Processing',
      blocks: [
        `Approved refunds are processed within ${REFUND_PROCESSING_DAYS.label} to the original payment method. Your bank or payment provider may take a few more days to show the amount in your account.`,
      ],
    },
    {
      heading: '4. Payment Disputes',
      blocks: [
        `Report a failed, duplicate or incorrect payment within ${PAYMENT_DISPUTE_WORKING_DAYS} working days of the transaction, with the transaction reference. Disputes reported later cannot be investigated.`,
      ],
    },
    {
      heading: '5. Eligibility',
      blocks: [`Only registered partners aged ${MIN_PARTNER_AGE} or over may place orders.`],
    },
    {
      heading: '6. Contact',
      blocks: ['For cancellations, claims and disputes, contact partner support:', contactBlock],
    },
  ],
};

const shipping: Policy = {
  path: '/shipping-policy',
  title: 'Shipping Policy',
  description: `How and when orders placed in the ${BRAND} Partner app are handed over and delivered.`,
  audience: `For orders placed by store partners in the ${BRAND} Partner app`,
  intro: [
    `This policy applies to orders placed by registered store partners in the ${BRAND} Partner app. Delivery of customer orders from stores is described in the customer Terms and Conditions (within ${DELIVERY_PROMISE_MINUTES} minutes during business hours).`,
  ],
  sections: [
    {
      heading: '1. Service Area',
      blocks: [`We ship only to registered store addresses in ${SERVICE_CITY}.`],
    },
    {
      heading: '2. Handover',
      blocks: [
        `Confirmed orders are packed and handed over to the delivery partner within ${SHIPPING_HANDOVER_DAYS.label}. Orders confirmed on a Sunday or public holiday are handed over from the next working day.`,
      ],
    },
    {
      heading: '3. Delivery',
      blocks: [
        'Once handed over, most orders reach the store the same day. You can follow the status of each shipment in the Partner app, and you will be notified when it is out for delivery.',
      ],
    },
    {
      heading: '4. Shipping Charges',
      blocks: [
        `Any shipping charge is shown in ${CURRENCY_NAME} before you confirm the order. There are no hidden charges on delivery.`,
      ],
    },
    {
      heading: '5. Receiving Your Order',
      blocks: [
        `Please check the packages on delivery. If anything is damaged or missing, raise a claim within ${REFUND_CLAIM_WINDOW_DAYS.label} of receipt as described in the Cancellations and Refunds Policy.`,
      ],
    },
    {
      heading: '6. Failed Deliveries',
      blocks: [
        'If the store is closed or nobody can receive the order, the delivery partner will call the store’s registered number and try again the next working day.',
      ],
    },
    {
      heading: '7. Contact',
      blocks: ['For questions about a shipment, contact partner support:', contactBlock],
    },
  ],
};

export const POLICIES = {
  privacy: customerPrivacy,
  terms: customerTerms,
  branchPrivacy,
  branchTerms,
  cancellations,
  shipping,
} as const satisfies Record<string, Policy>;

/** In the order the footer lists them. */
export const POLICY_LIST: readonly Policy[] = Object.values(POLICIES);
