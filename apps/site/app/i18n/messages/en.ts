// The site's own words in English: the source every other catalogue (./te.ts, ./hi.ts) follows
// key by key. Content (articles, policies, FAQs ...) is in app/content; the words of the shared
// rules' and the API's messages are in ../rules, by rule. `{name}` marks a value filled in by
// ../format.ts's fill(). Each area is its own export; the islands' areas are modules of their own
// (./en-*.ts), so an island's bundle takes only its own words.
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { blogList } from './en-blog-list';
import { contactForm } from './en-contact-form';
import { partnerForm } from './en-partner-form';
import { storeFinder } from './en-store-finder';
import { ownerSignIn } from './en-owner-sign-in';
import { storeOwner } from './en-store-owner';

export { blogList, contactForm, ownerSignIn, partnerForm, storeFinder, storeOwner };

export const frame = {
  skipLink: 'Skip to main content',
  breadcrumb: 'Breadcrumb',
  errorTitle: 'Something went wrong',
  errorIntro: 'This page could not be shown. Please reload it, or go back to the home page.',
  /** Under a form sent before its part of the page had loaded (app/islands/hold-submits.mjs). */
  held: 'Sending...',
};

export const nav = {
  label: 'Main',
  menu: 'Menu',
  home: 'Home',
  about: 'About Us',
  howItWorks: 'How It Works',
  faq: 'FAQ',
  contact: 'Contact',
  blog: 'Blog',
  downloadApp: 'Download App',
  /** To the owner's registration (/register-store): owners look for it in the menu. */
  registerStore: 'Register Your Store',
  /** The language switcher's name (a nav landmark). */
  language: 'Language',
};

export const footer = {
  company: 'Company',
  forPartners: 'For Partners',
  legal: 'Legal',
  contact: 'Contact',
  joinNetwork: 'Join Network',
  partnerBenefits: 'Partner Benefits',
  storeApp: 'Store App',
  successStories: 'Success Stories',
  deliverWithUs: 'Deliver With Us',
  registerStore: 'Register Your Store',
  storeStatus: 'Store Registration Status',
  partnerApp: 'Partner App',
  customerApp: 'Customer App',
  businessHours: 'Business hours',
  newTab: ' (opens in a new tab)',
  rights: '© {year} Kirana. All rights reserved.',
  admin: 'Admin',
};

export const hours = {
  closed: 'Closed',
  /** Between the first and last day of a range: Mon-Fri. */
  daySeparator: '-',
};

export const home = {
  description:
    'Order groceries from the neighbourhood kirana stores around you in {city}. Home delivery or self-pickup, and you pay the store directly.',
  heroEyebrow: 'Now serving {city}',
  heroTitle: 'Groceries from the neighbourhood stores you trust',
  heroLead:
    'Order from the kiranas around you, get it delivered in minutes or pick it up on your way home, and pay the store directly.',
  downloadTheApp: 'Download the App',
  findStoresNearYou: 'Find Stores Near You',
  /** Under the hero's buttons: the owner's way in, on the first screen (issue 39). */
  heroOwner: 'Own a store?',
  heroImageAlt: 'A neighbourhood kirana store with a phone showing a grocery order on its way',
  stepsEyebrow: 'How it works',
  stepsTitle: 'Your groceries in four simple steps',
  stepsIntro: 'Ordering from your local store takes less time than walking to it.',
  stepsMore: 'See the full customer and store-owner journeys',
  whyEyebrow: 'Why Kirana',
  whyTitle: 'Why families choose Kirana',
  whyIntro: 'The convenience of an app, with the store and the shopkeeper you already know.',
  audienceEyebrow: 'Built for everyone',
  audienceTitle: 'One platform, three ways to take part',
  testimonialsEyebrow: 'Testimonials',
  testimonialsTitle: 'Loved by neighbours and shopkeepers',
  testimonialsIntro:
    'Families across Hyderabad shop local with Kirana, and the stores they love are growing.',
  customerStories: 'What our customers say',
  ownerStories: 'Success stories from store owners',
  finderEyebrow: 'Store finder',
  finderTitle: 'Is Kirana in your neighbourhood?',
  finderIntro:
    'We are growing across {city}, one neighbourhood at a time. Enter your pincode to see the partner stores near you; in the app you will see every store within {radius} km.',
  partnersEyebrow: 'For store owners',
  partnersTitle: 'Grow your store with Kirana',
  partnersIntro:
    'Keep running your shop your way. We bring the customers around you to your counter.',
  joinTitle: 'Join the Kirana network',
  joinText:
    'Register your store here on this site with your mobile number, your licences and a photo of the shop. Onboarding is free, and our team will answer on {app} within {days} days.',
  getPartnerApp: 'Get the Partner App',
  registerStore: 'Register your store',
  howForStores: 'How it works for stores',
  faqEyebrow: 'FAQ',
  faqTitle: 'Frequently asked questions',
  faqIntro: 'Quick answers about ordering, delivery and payment.',
  faqStill: 'Still have a question?',
  contactUs: 'Contact Us',
  seeAllQuestions: 'See all questions',
  downloadEyebrow: 'Download',
  downloadTitle: 'Get the app that fits you',
  downloadIntro: 'Two apps, one neighbourhood: one to shop, one to sell and deliver.',
  customerAppTitle: 'Kirana for customers',
  customerAppText:
    'Browse the stores around you, order in a few taps, and choose delivery or pickup.',
  customerAppButton: 'Download the Customer App',
  partnerAppTitle: 'Kirana Partner for stores',
  partnerAppText:
    'Manage orders, inventory and deliveries. Delivery partners apply in the same app.',
  partnerAppButton: 'Download the Partner App',
  contactEyebrow: 'Contact',
  contactTitle: 'Get in touch',
  contactIntro:
    'Questions about an order, partnering with us, or anything else: we read every message.',
  closingTitle: 'Ready to shop local?',
  closingText:
    'Join the families and store owners across Hyderabad who keep their neighbourhood thriving.',
  becomePartner: 'Become a Partner',
};

export const contactDetails = {
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Business Hours',
};

export const blog = {
  title: 'Blog',
  description:
    'Stories and ideas about neighbourhood retail in Hyderabad: digital tools for kirana stores, community, industry trends, partner success stories and business strategy.',
  eyebrow: 'Blog',
  heading: 'The Kirana blog',
  intro:
    "Stories from the stores, streets and people that keep Hyderabad's neighbourhoods running.",
  byline: 'By {author}',
  tags: 'Tags',
  related: 'Related articles',
  allArticles: 'All articles',
};

export const about = {
  title: 'About Us',
  description:
    'Kirana was founded in {city} in {year} to bring neighbourhood grocery stores online. Our story, values, mission, vision and team.',
  eyebrow: 'Founded in {year}',
  heading: 'About Kirana',
  intro:
    'We help the neighbourhood stores of Hyderabad serve their customers online, so shopping local is as easy as shopping anywhere.',
  story: 'Our story',
  founded: 'Founded',
  homeCity: 'Home city',
  values: 'Our values',
  missionAndVision: 'Mission and vision',
  mission: 'Our mission',
  vision: 'Our vision',
  team: 'Meet the team',
  teamIntro: 'The people building Kirana.',
};

export const howItWorks = {
  title: 'How It Works',
  description:
    'How customers order from neighbourhood stores with Kirana in six steps, the features of the customer app, and how store owners join and get paid.',
  eyebrow: 'How it works',
  heading: 'How Kirana works',
  intro:
    'From the first tap to the bag at your door, and from registration to payment for store owners.',
  customersEyebrow: 'For customers',
  customersTitle: 'The customer journey',
  customersIntro: 'Six steps from downloading the app to receiving your order.',
  appFeatures: 'Customer app features',
  paymentOptions: 'Payment options',
  safeAndSecure: 'Safe and secure',
  ownersEyebrow: 'For store owners',
  ownersTitle: 'How stores join and sell',
  ownersIntro: 'Six steps from joining the network to getting paid.',
  ownersCta: 'Ready to bring your store online? Onboarding is free.',
  becomePartner: 'Become a Partner',
  registerStore: 'Register your store',
  storeStatus: 'Already registered? See your registration status.',
  deliveryEyebrow: 'For delivery partners',
  deliveryTitle: 'Deliver with Kirana',
  deliveryIntro:
    "Partners bring orders from the stores to customers' doors and collect payment on delivery.",
  deliveryCta: 'Apply with a government ID, an address proof and a clear photo.',
  deliverWithUs: 'Deliver With Us',
};

export const faqs = {
  title: 'FAQ',
  description:
    'Answers about ordering from neighbourhood stores with Kirana: service area, delivery, payment, cancellations, returns, and joining as a store or delivery partner.',
  eyebrow: 'FAQ',
  heading: 'Frequently asked questions',
  intro:
    'Everything you need to know about ordering from your neighbourhood stores and partnering with Kirana.',
  customerQuestions: 'Ordering with Kirana',
  sharedQuestions: 'Customers and partners',
  notFound: 'Did not find your answer?',
  supportHappy: 'Our support team is happy to help.',
  contactUs: 'Contact Us',
};

export const contact = {
  title: 'Contact Us',
  description:
    'Reach the Kirana team in Hyderabad by phone, e-mail or the contact form. {address}.',
  eyebrow: 'Contact',
  heading: 'Contact us',
  intro:
    'Questions about an order, your store, or partnering with us? Write to us, call, or visit our office.',
  reachUs: 'Reach us',
  sendMessage: 'Send us a message',
  findUs: 'Find us',
  mapTitle: 'Map of our office: {address}',
  largerMap: 'View larger map on OpenStreetMap',
};

export const deliverWithUs = {
  title: 'Deliver With Us',
  description:
    'Become a Kirana delivery partner in Hyderabad: bring orders from neighbourhood stores to customers. Apply online with your ID, address proof and photo.',
  eyebrow: 'Delivery partners',
  heading: 'Deliver with Kirana',
  intro:
    'Bring groceries from the kiranas of your neighbourhood to the people who ordered them, on foot, by bicycle or on two wheels.',
  whatPartnersDo: 'What delivery partners do',
  needToApply: 'What you need to apply',
  howToJoin: 'How to join',
  applyNow: 'Apply now',
  applyIntro: 'It takes a few minutes. Keep your documents at hand.',
};

export const registerStore = {
  title: 'Register Your Store',
  description:
    'Register your kirana store in Hyderabad with Kirana: sign in with your mobile number, add your shop, FSSAI licence and ID, and hear back within {days} days. Onboarding is free.',
  eyebrow: 'For store owners',
  heading: 'Register your store',
  intro: 'Onboarding is free. It takes about ten minutes, and our team answers within {days} days.',
  needTitle: 'What you need',
  needs: [
    'Your mobile number, for a sign-in code',
    'Your FSSAI registration or licence: its number and certificate',
    'Your government ID: Aadhaar, PAN, voter ID, passport or driving licence',
    'A photo of your shop front',
    'Your GSTIN, if you have one',
  ],
  saved:
    'Each step is saved as you go: you can stop and carry on later, on this phone or another one.',
  statusLink: 'Already sent? See your registration status',
};

export const storeStatus = {
  title: 'Store Registration Status',
  description:
    "Check your Kirana store registration: when our answer is due, the team's decision, and how to send it again after a rejection.",
  eyebrow: 'For store owners',
  heading: 'Your store registration',
  intro: 'Sign in with the mobile number you registered with to see where your registration is.',
};

export const policy = {
  eyebrow: 'Legal',
  effectiveDate: 'Effective date:',
  contents: 'Contents',
  otherPolicies: 'Other policies',
};

export const notFound = {
  title: PAGE_NOT_FOUND,
  eyebrow: 'Error 404',
  intro: 'The page you are looking for does not exist or has moved.',
  articleIntro: 'The article you are looking for does not exist or has moved.',
  backHome: 'Back to Home',
};

export const en = {
  frame,
  nav,
  footer,
  hours,
  home,
  contactDetails,
  contactForm,
  storeFinder,
  blogList,
  blog,
  about,
  howItWorks,
  faqs,
  contact,
  deliverWithUs,
  partnerForm,
  registerStore,
  storeStatus,
  ownerSignIn,
  storeOwner,
  policy,
  notFound,
};

/** The shape every language's catalogue has. */
export type Messages = typeof en;
