// Hindi text of ../journeys.ts; same shape, only text.
// Numbers, the brand and the messaging app are imported from the English modules.
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { NEARBY_RADIUS_KM } from '../business';
import { BRAND, CONTACT } from '../company';
import type { Step } from '../journeys';

/** The short version on the landing page (#how-it-works). */
export const LANDING_STEPS: readonly Step[] = [
  { title: 'ऐप डाउनलोड करें', text: 'अपने फ़ोन नंबर से एक मिनट से भी कम में साइन अप करें।' },
  {
    title: 'पास की कोई दुकान चुनें',
    text: `अपने ${NEARBY_RADIUS_KM} किमी के दायरे की किराना दुकानें और उनकी शेल्फ़ पर रखा सामान देखें।`,
  },
  {
    title: 'कार्ट भरें',
    text: 'जो चाहिए वो जोड़ें, या पहले इस्तेमाल की हुई लिस्ट दोबारा ऑर्डर करें।',
  },
  {
    title: 'डिलीवरी या पिकअप',
    text: 'सामान घर मँगवाएँ या खुद ले जाएँ, और पैसे सीधे दुकान को दें।',
  },
];

/** The customer journey in six steps (How It Works page). */
export const CUSTOMER_JOURNEY: readonly Step[] = [
  {
    title: 'डाउनलोड करें और रजिस्टर करें',
    text: `${BRAND} ऐप इंस्टॉल करें, अपना फ़ोन नंबर डालें और वन-टाइम पासवर्ड (OTP) से उसकी पुष्टि करें।`,
  },
  {
    title: 'आस-पास की दुकानें देखें',
    text: `अपने ${NEARBY_RADIUS_KM} किमी के अंदर की दुकानें देखें: वे कब खुलती हैं, उनकी रेटिंग क्या है और उनके पास क्या-क्या मिलता है।`,
  },
  {
    title: 'कार्ट में जोड़ें',
    text: 'सर्च करें या श्रेणी के हिसाब से देखें और प्रोडक्ट कार्ट में जोड़ें, या अपनी सेव की हुई शॉपिंग लिस्ट से शुरू करें।',
  },
  {
    title: 'चेकआउट और पेमेंट',
    text: 'होम डिलीवरी या सेल्फ़-पिकअप चुनें, फिर अगर दुकान ऑनलाइन पेमेंट लेती है तो ऑनलाइन पे करें, नहीं तो कैश ऑन डिलीवरी चुनें।',
  },
  {
    title: 'ऑर्डर की तैयारी',
    text: 'दुकान आपका ऑर्डर कन्फ़र्म करके पैक करती है। आप हर कदम रियल टाइम में देख सकते हैं।',
  },
  {
    title: 'ऑर्डर पाएँ',
    text: 'डिलीवरी पार्टनर ऑर्डर आपके दरवाज़े तक लाता है, या पिकअप के लिए आपका थैला काउंटर पर तैयार मिलता है।',
  },
];

/** The store-owner process in six steps (How It Works page). */
export const STORE_OWNER_JOURNEY: readonly Step[] = [
  {
    title: 'नेटवर्क से जुड़ें',
    text: `अपने मोबाइल नंबर से इसी साइट पर अपनी दुकान रजिस्टर करें। जुड़ना पूरी तरह मुफ़्त है।`,
  },
  {
    title: 'जाँच',
    text: `हमारी टीम आपकी दुकान की जानकारी जाँचती है और ${REGISTRATION_RESPONSE_DAYS} दिनों के अंदर ${CONTACT.messagingApp} पर जवाब देती है। मंज़ूरी मिलते ही आपकी दुकान ऐप में दिखने लगती है।`,
  },
  {
    title: 'स्टॉक सँभालें',
    text: 'अपने प्रोडक्ट और दाम खुद अपलोड करें, या हमारी सपोर्ट टीम से बल्क अपलोड करवाएँ।',
  },
  {
    title: 'ऑर्डर पाएँ',
    text: 'आस-पास के ग्राहकों के ऑर्डर ऐप में नोटिफ़िकेशन के साथ आते हैं, सामान की साफ़ लिस्ट के साथ।',
  },
  {
    title: 'ऑर्डर पूरा करें',
    text: 'ऑर्डर पैक करें, फिर खुद डिलीवर करें या डिलीवरी पार्टनर को पिकअप के लिए बुलाएँ।',
  },
  {
    title: 'पेमेंट पाएँ',
    text: 'ग्राहक सीधे आपको पैसे देते हैं: ऑनलाइन सीधे आपके खाते में, या डिलीवरी या पिकअप के समय कैश में।',
  },
];
