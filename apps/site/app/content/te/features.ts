// Telugu text of ../features.ts; same shape, only text.
// The icons are read from the English items, in the same order.
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { DELIVERY_PROMISE_MINUTES, NEARBY_RADIUS_KM } from '../business';
import { CONTACT } from '../company';
import {
  STORE_OWNER_BENEFITS as STORE_OWNER_BENEFITS_EN,
  WHY_CHOOSE as WHY_CHOOSE_EN,
  type AudienceFeatures,
  type Feature,
} from '../features';
import { SERVICE_CITY } from './business';

/** The Telugu words with the English item's icon, item by item. */
function withIcons(english: readonly Feature[], text: readonly Omit<Feature, 'icon'>[]): Feature[] {
  return text.map((item, index) => {
    const icon = english[index]?.icon;
    if (!icon) throw new Error(`te/features: no English item ${index}`);
    return { ...item, icon };
  });
}

/** Why choose Kirana (landing page). */
export const WHY_CHOOSE: readonly Feature[] = withIcons(WHY_CHOOSE_EN, [
  {
    title: 'మీరు నమ్మే దుకాణాలు',
    text: `ఎక్కడో దూరంగా ఉన్న గోడౌన్ నుంచి కాదు; మీ ఇంటికి ${NEARBY_RADIUS_KM} కి.మీ. లోపు ఉన్న కిరాణా దుకాణాల నుంచే ఆర్డర్ చేయండి.`,
  },
  {
    title: `${DELIVERY_PROMISE_MINUTES} నిమిషాల్లో డెలివరీ`,
    text: 'పని వేళల్లో చేసిన ఆర్డర్లు అరగంటలోపే మీ ఇంటికి చేరతాయి.',
  },
  {
    title: 'దుకాణానికే నేరుగా చెల్లించండి',
    text: 'దుకాణం ఆన్‌లైన్ చెల్లింపు తీసుకుంటే ఆన్‌లైన్‌లో, లేదంటే క్యాష్ ఆన్ డెలివరీ. మీ డబ్బు నేరుగా దుకాణదారుకే చేరుతుంది.',
  },
  {
    title: 'డెలివరీ లేదా సెల్ఫ్-పికప్',
    text: 'ఇంటికే తెప్పించుకోండి, లేదా దుకాణం మీదుగా వెళ్తూ ప్యాక్ చేసి ఉంచిన మీ బ్యాగ్ తీసుకెళ్లండి.',
  },
  {
    title: 'మీ ప్రాంతం కళకళలాడుతూ ఉండనివ్వండి',
    text: `ప్రతి ఆర్డర్ ${SERVICE_CITY}లోని ఒక స్థానిక వ్యాపారాన్ని నిలబెడుతుంది, అక్కడ పనిచేసేవాళ్లకు ఉపాధినిస్తుంది.`,
  },
  {
    title: 'ధృవీకరించిన పార్ట్‌నర్లు',
    text: 'ప్రతి దుకాణాన్నీ, ప్రతి డెలివరీ పార్ట్‌నర్‌నూ లైవ్ అయ్యే ముందే మా టీమ్ పరిశీలించి ఆమోదిస్తుంది.',
  },
]);

/** Feature lists per audience (landing page). */
export const AUDIENCE_FEATURES: readonly AudienceFeatures[] = [
  {
    audience: 'కస్టమర్ల కోసం',
    intro: 'మీ ప్రాంతంలోని దుకాణాలు, మీ జేబులోనే.',
    items: [
      'మీ దగ్గర తెరిచి ఉన్న దుకాణాలను కనుక్కోండి, వాటిలో ఏమేమి దొరుకుతాయో పోల్చి చూడండి',
      'అన్ని విభాగాల్లోనూ వస్తువుల కోసం వెతకండి',
      'హోమ్ డెలివరీ లేదా సెల్ఫ్-పికప్: మీ ఇష్టం',
      'ప్రతి ఆర్డర్‌నూ రియల్ టైమ్‌లో ట్రాక్ చేయండి',
      'నెలవారీ సరుకుల లిస్టును ఒక్క ట్యాప్‌తో మళ్లీ ఆర్డర్ చేయండి',
    ],
  },
  {
    audience: 'దుకాణ యజమానుల కోసం',
    intro: 'మీ పని తీరు మార్చుకోకుండానే మీ దుకాణాన్ని ఆన్‌లైన్‌లో నడపండి.',
    items: [
      'ఆర్డర్లు, స్టాక్, డెలివరీలు: అన్నీ ఒకే యాప్ నుంచి చూసుకోండి',
      'వస్తువులను మీరే అప్‌లోడ్ చేయండి, లేదా బల్క్ అప్‌లోడ్ కోసం మమ్మల్ని అడగండి',
      'మీరే డెలివరీ చేయండి, లేదా డెలివరీ పార్ట్‌నర్‌ను కోరండి',
      'అవసరమైనప్పుడల్లా డాష్‌బోర్డ్ నుంచి దుకాణాన్ని మూసేయండి',
      'ఉచితంగా చేరండి; మీ ఆర్డర్లు, అమ్మకాలు ఒకే డాష్‌బోర్డ్‌లో చూసుకోండి',
    ],
  },
  {
    audience: 'డెలివరీ పార్ట్‌నర్ల కోసం',
    intro: 'మీ సొంత ప్రాంతంలోనే డెలివరీ చేస్తూ సంపాదించండి.',
    items: [
      'చిన్న ట్రిప్పులు: ప్రతి దుకాణం తన కస్టమర్లకు దగ్గర్లోనే ఉంటుంది',
      'ప్రభుత్వ గుర్తింపు కార్డు, చిరునామా రుజువు, ఒక ఫోటోతో దరఖాస్తు చేయండి',
      'మోటార్‌బైక్ నడిపేవాళ్లు డ్రైవింగ్ లైసెన్స్ కూడా జత చేయాలి',
      'డాక్యుమెంట్లు స్పష్టంగా లేకపోతే కారణం స్పష్టంగా చెబుతాం, వెంటనే మళ్లీ దరఖాస్తు చేయొచ్చు',
    ],
  },
];

/** Customer app features (How It Works page). */
export const CUSTOMER_APP_FEATURES: readonly string[] = [
  'దుకాణాల కోసం వెతకడం, ఫిల్టర్ చేయడం',
  'వస్తువుల విభాగాలు, సెర్చ్',
  'షాపింగ్ లిస్టులు, ఇష్టమైనవి',
  'రియల్ టైమ్ ఆర్డర్ ట్రాకింగ్',
  'ఎన్నో రకాల చెల్లింపు మార్గాలు',
  'ఆర్డర్ హిస్టరీ, మళ్లీ ఆర్డర్ చేసే సౌకర్యం',
  'దుకాణాల రేటింగ్‌లు, రివ్యూలు',
  'ప్రత్యేక ఆఫర్లు',
  'ముందుగానే షెడ్యూల్ చేసుకునే డెలివరీలు',
];

/** Payment options (How It Works page). */
export const PAYMENT_OPTIONS: readonly string[] = [
  'క్రెడిట్, డెబిట్ కార్డులు',
  'UPI',
  'మొబైల్ వాలెట్లు',
  'క్యాష్ ఆన్ డెలివరీ',
  'నెట్ బ్యాంకింగ్',
];

/** Security claims (How It Works page). */
export const SECURITY_CLAIMS: readonly string[] = [
  'ఆన్‌లైన్ చెల్లింపులు RBI అనుమతి పొందిన పేమెంట్ గేట్‌వేల ద్వారా, ఎన్‌క్రిప్ట్ చేసిన కనెక్షన్ల మీదుగా జరుగుతాయి',
  'మీ కార్డ్ వివరాలను మేం ఎప్పుడూ నిల్వ చేయం',
  'మీ ఫోన్ నంబర్‌ను వన్-టైమ్ పాస్‌వర్డ్ (OTP)తో ధృవీకరిస్తాం',
  'మీ డెలివరీ చిరునామా మీ ఆర్డర్‌ను చూసుకునే దుకాణానికి, పార్ట్‌నర్‌కు మాత్రమే తెలుస్తుంది',
];

/** Store-owner benefits (landing page, #partner-benefits). */
export const STORE_OWNER_BENEFITS: readonly Feature[] = withIcons(STORE_OWNER_BENEFITS_EN, [
  {
    title: 'ఉచితంగా చేరండి',
    text: `సైన్-అప్ ఫీజు లేదు. పార్ట్‌నర్ యాప్‌లో రిజిస్టర్ చేసుకోండి; ${REGISTRATION_RESPONSE_DAYS} రోజుల్లో ${CONTACT.messagingApp} లో మా నుంచి జవాబు వస్తుంది.`,
  },
  {
    title: 'దగ్గర్లోనే కొత్త కస్టమర్లు',
    text: `${NEARBY_RADIUS_KM} కి.మీ. లోపు ఉన్న కుటుంబాలు యాప్ తెరిచిన వెంటనే మీ దుకాణం వాళ్లకు కనిపిస్తుంది.`,
  },
  {
    title: 'డబ్బు నేరుగా మీకే',
    text: 'ఆన్‌లైన్ చెల్లింపులైనా, నగదైనా నేరుగా మీకే చేరతాయి. సెటిల్‌మెంట్ కోసం ఎదురుచూడాల్సిన పని లేదు.',
  },
  {
    title: 'మీ దుకాణం, మీ నియమాలు',
    text: 'మీ స్టాక్, ధరలు మీరే నిర్ణయించండి; పండగకు దుకాణం మూసేయండి; మీరే డెలివరీ చేయండి లేదా పార్ట్‌నర్‌ను కోరండి.',
  },
]);
