// Telugu text of ../delivery-partners.ts; same shape, only text.
// The response days and the vehicles that need a licence are read from the domain package.
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import { LICENCED_VEHICLES, type Vehicle } from '@kirana/domain/delivery-partners';
import type { Step } from '../journeys';
import { SERVICE_CITY } from './business';

/** The vehicles as a Telugu sentence names them ("on a ..."). */
const VEHICLE_NAMES: Readonly<Record<Vehicle, string>> = {
  bicycle: 'సైకిల్',
  motorbike: 'మోటార్‌బైక్',
  electric_scooter: 'ఎలక్ట్రిక్ స్కూటర్',
  on_foot: 'కాలినడక',
};

const LICENCED = LICENCED_VEHICLES.map((vehicle) => VEHICLE_NAMES[vehicle]).join(' లేదా ');

/** What a delivery partner does. */
export const PARTNER_DUTIES: readonly string[] = [
  `${SERVICE_CITY}లోని స్థానిక దుకాణాల నుంచి ఆర్డర్లు తీసుకుని కస్టమర్ల ఇంటి గుమ్మం వరకు చేర్చండి.`,
  'కస్టమర్ డెలివరీ సమయంలో చెల్లిస్తే, దుకాణం తరఫున ఆ డబ్బు వసూలు చేయండి.',
  'నడిచి, సైకిల్‌పై, మోటార్‌బైక్‌పై లేదా ఎలక్ట్రిక్ స్కూటర్‌పై: మీకు ఏది అనుకూలమో అలా డెలివరీ చేయండి.',
  'మీకు బాగా తెలిసిన ప్రాంతంలో, మీరు ఎంచుకున్న పిన్‌కోడ్ దగ్గరే పని చేయండి.',
];

/** The documents an application carries. */
export const PARTNER_DOCUMENTS: readonly string[] = [
  'ఒక ప్రభుత్వ గుర్తింపు కార్డు: ఆధార్, పాన్ కార్డ్, ఓటర్ ఐడీ లేదా పాస్‌పోర్ట్.',
  'మీ చిరునామా రుజువు.',
  'మీ స్పష్టమైన ఫోటో ఒకటి.',
  `మీరు ${LICENCED} నడిపితే డ్రైవింగ్ లైసెన్స్.`,
];

/** From applying to delivering. */
export const PARTNER_STEPS: readonly Step[] = [
  {
    title: 'దరఖాస్తు చేయండి',
    text: 'కింది ఫారమ్‌లో మీ వివరాలు నింపి, ప్రతి పత్రం ఫోటో గానీ స్కాన్ గానీ జత చేయండి.',
  },
  {
    title: 'మీ పత్రాలను మేం పరిశీలిస్తాం',
    text: `మా టీమ్ ${STORE_RESPONSE_DAYS} రోజుల్లో వాటిని పరిశీలించి, ఫలితాన్ని SMS ద్వారా మీకు పంపుతుంది.`,
  },
  {
    title: 'డెలివరీ మొదలుపెట్టండి',
    text: 'ఆమోదం వచ్చాక మీ దగ్గర్లోని దుకాణాల నుంచి ఆర్డర్లు వస్తాయి. ఏదైనా పత్రం స్పష్టంగా లేకపోయినా, చెల్లుబాటు కాకపోయినా, కారణం ఏమిటో మేం చెబుతాం; మీరు మళ్లీ దరఖాస్తు చేసుకోవచ్చు.',
  },
];
