// Telugu text of ../about.ts; same shape, only text.
// The icons of VALUES are read from the English items, in the same order.
import { FOUNDED_YEAR, NEARBY_RADIUS_KM } from '../business';
import { VALUES as VALUES_EN } from '../about';
import { BRAND } from '../company';
import type { Feature } from '../features';
import { SERVICE_CITY } from './business';

/** The Telugu words with the English item's icon, item by item. */
function withIcons(english: readonly Feature[], text: readonly Omit<Feature, 'icon'>[]): Feature[] {
  return text.map((item, index) => {
    const icon = english[index]?.icon;
    if (!icon) throw new Error(`te/about: no English item ${index}`);
    return { ...item, icon };
  });
}

export const STORY: readonly string[] = [
  `${BRAND} ప్రయాణం ${FOUNDED_YEAR}లో ${SERVICE_CITY}లో ఒక చిన్న గమనింపుతో మొదలైంది: తరతరాలుగా కుటుంబాలు నమ్ముకున్న మన ఇంటి దగ్గరి దుకాణాలు కస్టమర్లను యాప్‌లకు కోల్పోతున్నాయి. అవి ఏ విషయంలోనూ తక్కువ కాదు; ఫోన్ నుంచి వాటిని చేరుకోవడం కష్టం, అంతే.`,
  `అందుకే ఆ లోటును మేం పూరించాం. కస్టమర్లు తమ ఇంటికి ${NEARBY_RADIUS_KM} కి.మీ. లోపు ఉన్న దుకాణాల నుంచి ఆర్డర్ చేసి, హోమ్ డెలివరీ గానీ సెల్ఫ్-పికప్ గానీ ఎంచుకుంటారు. దుకాణ యజమానులకు ఆర్డర్లు, స్టాక్, డెలివరీలు చూసుకోవడానికి ఒక పార్ట్‌నర్ యాప్ ఉంటుంది, డబ్బు నేరుగా వాళ్లకే అందుతుంది. అదే ప్రాంతానికి చెందిన డెలివరీ పార్ట్‌నర్లు ఆర్డర్లను ఇళ్లకు చేరుస్తారు.`,
  'ఈ రోజు నగరం అంతటా, రోజురోజుకూ పెరుగుతున్న ధృవీకరించిన దుకాణాల నెట్‌వర్క్‌తో మేం పని చేస్తున్నాం. వాటిలో ప్రతి ఒక్కటీ ఒక స్థానిక వ్యాపారమే: సొంత ధరలు, సొంత సరుకు, సొంత రెగ్యులర్ కస్టమర్లతో.',
];

export const VALUES: readonly Feature[] = withIcons(VALUES_EN, [
  {
    title: 'ముందు మన సమాజం',
    text: 'మా ప్రతి నిర్ణయం మన ప్రాంతంలోని కుటుంబాలు, దుకాణదారులతోనే మొదలవుతుంది. స్థానికంగా ఖర్చు చేసిన డబ్బు స్థానికంగానే ఉండాలి.',
  },
  {
    title: 'లక్ష్యంతో కూడిన ఆవిష్కరణ',
    text: 'బిజీగా ఉన్న దుకాణదారు ఇద్దరు కస్టమర్ల మధ్య దొరికే కాస్త సమయంలో కూడా వాడగలిగే టెక్నాలజీని మేం తయారు చేస్తాం. దుకాణాన్ని బలపరచనిది ఏదీ మేం తయారు చేయం.',
  },
  {
    title: 'నాణ్యత, నమ్మకం',
    text: 'ప్రతి దుకాణాన్నీ, ప్రతి డెలివరీ పార్ట్‌నర్‌నూ మా టీమ్ ధృవీకరిస్తుంది. ప్రతి ఫిర్యాదుకూ సమాధానం ఇస్తాం.',
  },
]);

export const MISSION =
  'ప్రతి చిన్న దుకాణానికీ ఒక పెద్ద రిటైల్ సంస్థకు ఉన్నంతగా కస్టమర్లను చేరుకునే శక్తిని ఇవ్వడం; కస్టమర్లు ఆశించే సౌలభ్యంతోనే వాళ్లు స్థానికంగా కొనుక్కోగలిగేలా.';

export const VISION = `ప్రతి కుటుంబం తనకు తెలిసిన దుకాణం నుంచి నిమిషాల్లో ఆర్డర్ చేసుకోగలిగే, ప్రతి కిరాణా దుకాణం తన వీధిలో లాగే ఆన్‌లైన్‌లోనూ కళకళలాడే ${SERVICE_CITY}.`;
