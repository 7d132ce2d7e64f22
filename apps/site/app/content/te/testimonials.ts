// Telugu text of ../testimonials.ts: quotes, names and places only (roles by key); the avatars stay
// in the English module. TESTIMONIAL_TEXT is in the order of TESTIMONIALS.
import { DELIVERY_PROMISE_MINUTES, TESTIMONIAL_SALES_INCREASE_PERCENT } from '../business';
import { CONTACT } from '../company';
import type { Testimonial, TestimonialRole } from '../testimonials';

/** The words of one testimonial; its role is a key (see TESTIMONIAL_ROLE_LABELS), its avatar a path. */
export type TestimonialText = Pick<Testimonial, 'quote' | 'name' | 'place'>;

/** The roles as shown, keyed by the English role. */
export const TESTIMONIAL_ROLE_LABELS: Readonly<Record<TestimonialRole, string>> = {
  Customer: 'కస్టమర్',
  'Store Owner': 'దుకాణ యజమాని',
};

export const TESTIMONIAL_TEXT: readonly TestimonialText[] = [
  {
    quote: `మా కుటుంబం ఏళ్ల తరబడి కొంటున్న అదే కిరాణా దుకాణం నుంచే ఆర్డర్ చేస్తున్నాను; తేడా ఒక్కటే, ఇప్పుడు ${DELIVERY_PROMISE_MINUTES} నిమిషాల్లోపే ఇంటికి వచ్చేస్తుంది. ధరలు కూడా దుకాణంలో ఉన్నవే.`,
    name: 'శ్రావణి రెడ్డి',
    place: 'కూకట్‌పల్లి',
  },
  {
    quote:
      'ఆఫీసు నుంచి ఇంటికి వెళ్లే దారిలో సెల్ఫ్-పికప్ సరిగ్గా సరిపోతుంది. కౌంటర్ దగ్గర డబ్బు కడతాను, అప్పటికే దుకాణదారు నా బ్యాగ్ ప్యాక్ చేసి ఉంచుతారు.',
    name: 'రవి తేజ',
    place: 'మాదాపూర్',
  },
  {
    quote:
      'మా అమ్మ తన దగ్గర్లో ఏ దుకాణాలు తెరిచి ఉన్నాయో చూసి, నెలవారీ సరుకుల లిస్టును ఒక్క ట్యాప్‌తో మళ్లీ ఆర్డర్ చేసుకుంటుంది. ఆ ఒక్క సౌకర్యం కోసమైనా ఇది విలువైనదే.',
    name: 'ఫాతిమా బేగం',
    place: 'మెహదీపట్నం',
  },
  {
    quote: `చేరిన మూడు నెలల్లోనే నా అమ్మకాలు ${TESTIMONIAL_SALES_INCREASE_PERCENT} శాతం పెరిగాయి. దగ్గర్లో కొత్తగా వచ్చిన అపార్ట్‌మెంట్లలోని కుటుంబాలు ఇప్పుడు పెద్ద యాప్‌లలో కాకుండా నా దగ్గరే ఆర్డర్ చేస్తున్నారు.`,
    name: 'మహమ్మద్ ఇర్ఫాన్',
    place: 'ఇర్ఫాన్ జనరల్ స్టోర్స్, టోలిచౌకి',
  },
  {
    quote:
      'ఫోన్ నుంచే స్టాక్ అప్‌డేట్ చేయడానికి కొన్ని నిమిషాలే పడుతుంది. బిజీగా ఉన్నప్పుడు డెలివరీ పార్ట్‌నర్‌ను పిలుస్తాను, పని తక్కువగా ఉన్న రోజుల్లో మా అబ్బాయే డెలివరీ చేస్తాడు.',
    name: 'పద్మ రావు',
    place: 'శ్రీ లక్ష్మి కిరాణా, అమీర్‌పేట్',
  },
  {
    quote: `చేరడానికి నాకు ఒక్క రూపాయి ఖర్చు కాలేదు, మర్నాడే టీమ్ ${CONTACT.messagingApp} లో తిరిగి కాల్ చేసింది. డబ్బు నేరుగా నా ఖాతాలోకే వస్తుంది.`,
    name: 'అనిల్ కుమార్ గౌడ్',
    place: 'గౌడ్ ప్రొవిజన్స్, ఉప్పల్',
  },
];
