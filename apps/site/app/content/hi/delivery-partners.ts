// Hindi text of ../delivery-partners.ts; same shape, only text.
// Numbers and the list of vehicles that need a licence are imported; only their names are Hindi.
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import { LICENCED_VEHICLES, type Vehicle } from '@kirana/domain/delivery-partners';
import type { Step } from '../journeys';
import { SERVICE_CITY } from './business';

/** The vehicles' names as they read inside a Hindi sentence. */
const VEHICLE_NAMES: Readonly<Record<Vehicle, string>> = {
  bicycle: 'साइकिल',
  motorbike: 'मोटरबाइक',
  electric_scooter: 'इलेक्ट्रिक स्कूटर',
  on_foot: 'पैदल',
};

const LICENCED = LICENCED_VEHICLES.map((vehicle) => VEHICLE_NAMES[vehicle]).join(' या ');

/** What a delivery partner does. */
export const PARTNER_DUTIES: readonly string[] = [
  `${SERVICE_CITY} में मोहल्ले की दुकानों से ऑर्डर उठाकर ग्राहकों के दरवाज़े तक पहुँचाना।`,
  'जब ग्राहक डिलीवरी पर पैसे दे, तो दुकान की ओर से पेमेंट लेना।',
  'पैदल, साइकिल, मोटरबाइक या इलेक्ट्रिक स्कूटर से डिलीवरी करना: जैसा आपको ठीक लगे।',
  'अपने जाने-पहचाने इलाके में, अपने चुने हुए पिनकोड के आस-पास काम करना।',
];

/** The documents an application carries. */
export const PARTNER_DOCUMENTS: readonly string[] = [
  'एक सरकारी पहचान पत्र: आधार, पैन कार्ड, वोटर आईडी या पासपोर्ट।',
  'आपके पते का सबूत।',
  'आपकी अपनी एक साफ़ फ़ोटो।',
  `अगर आप ${LICENCED} चलाते हैं, तो ड्राइविंग लाइसेंस।`,
];

/** From applying to delivering. */
export const PARTNER_STEPS: readonly Step[] = [
  {
    title: 'आवेदन करें',
    text: 'नीचे दिए फ़ॉर्म में अपनी जानकारी भरें और हर दस्तावेज़ की फ़ोटो या स्कैन लगाएँ।',
  },
  {
    title: 'हम आपके दस्तावेज़ जाँचते हैं',
    text: `हमारी टीम ${STORE_RESPONSE_DAYS} दिनों के अंदर उन्हें जाँचती है और नतीजा आपको SMS से भेजती है।`,
  },
  {
    title: 'डिलीवरी शुरू करें',
    text: 'मंज़ूरी मिलते ही आपको अपने आस-पास की दुकानों से ऑर्डर मिलने लगते हैं। अगर कोई दस्तावेज़ साफ़ या मान्य नहीं था, तो हम आपको वजह बताते हैं और आप दोबारा आवेदन कर सकते हैं।',
  },
];
