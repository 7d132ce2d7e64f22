// Hindi text of ../features.ts; same shape, only text.
// Numbers and the messaging app are imported; each feature's icon is the English item's.
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { DELIVERY_PROMISE_MINUTES, NEARBY_RADIUS_KM } from '../business';
import { CONTACT } from '../company';
import {
  STORE_OWNER_BENEFITS as STORE_OWNER_BENEFITS_EN,
  WHY_CHOOSE as WHY_CHOOSE_EN,
  type AudienceFeatures,
  type Feature,
} from '../features';
import { withEnglishIcons } from '../with-english-icons';
import { SERVICE_CITY } from './business';

/** Why choose Kirana (landing page). */
export const WHY_CHOOSE: readonly Feature[] = withEnglishIcons(WHY_CHOOSE_EN, [
  {
    title: 'वही दुकानें, जिन पर आपको भरोसा है',
    text: `किसी दूर के गोदाम से नहीं, अपने घर से ${NEARBY_RADIUS_KM} किमी के अंदर की किराना दुकानों से ऑर्डर करें।`,
  },
  {
    title: `${DELIVERY_PROMISE_MINUTES} मिनट में डिलीवरी`,
    text: 'कामकाज के समय में किया गया ऑर्डर आधे घंटे के अंदर आपके दरवाज़े तक पहुँचता है।',
  },
  {
    title: 'पैसे सीधे दुकान को दें',
    text: 'जहाँ दुकान ऑनलाइन पेमेंट लेती है वहाँ ऑनलाइन पे करें, या डिलीवरी पर कैश दें। आपका पैसा सीधे दुकानदार के पास जाता है।',
  },
  {
    title: 'डिलीवरी या सेल्फ़-पिकअप',
    text: 'सामान घर मँगवाएँ, या दुकान के पास से गुज़रते हुए अपना पैक किया हुआ थैला ले लें।',
  },
  {
    title: 'अपने मोहल्ले की रौनक बनाए रखें',
    text: `हर ऑर्डर से ${SERVICE_CITY} का कोई स्थानीय कारोबार खुला रहता है और उसके लोगों का रोज़गार बना रहता है।`,
  },
  {
    title: 'जाँचे-परखे पार्टनर',
    text: 'ऐप में दिखने से पहले हर दुकान और डिलीवरी पार्टनर को हमारी टीम जाँचती है और मंज़ूरी देती है।',
  },
]);

/** Feature lists per audience (landing page). */
export const AUDIENCE_FEATURES: readonly AudienceFeatures[] = [
  {
    audience: 'ग्राहकों के लिए',
    intro: 'मोहल्ले की दुकानें, अब आपकी जेब में।',
    items: [
      'अपने पास खुली दुकानें ढूँढें और देखें कि किसके पास क्या मिलता है',
      'सभी श्रेणियों में प्रोडक्ट खोजें',
      'होम डिलीवरी या सेल्फ़-पिकअप, जैसा आप चाहें',
      'हर ऑर्डर को रियल टाइम में ट्रैक करें',
      'महीने की अपनी लिस्ट एक टैप में दोबारा ऑर्डर करें',
    ],
  },
  {
    audience: 'दुकानदारों के लिए',
    intro: 'अपने काम का तरीका बदले बिना अपनी दुकान ऑनलाइन चलाएँ।',
    items: [
      'ऑर्डर, स्टॉक और डिलीवरी, सब एक ही ऐप से सँभालें',
      'प्रोडक्ट खुद अपलोड करें या हमसे बल्क अपलोड करवाएँ',
      'खुद डिलीवरी करें या डिलीवरी पार्टनर बुलाएँ',
      'जब भी ज़रूरत हो, डैशबोर्ड से दुकान बंद करें',
      'मुफ़्त में जुड़ें, और आपके ऑर्डर व बिक्री का पूरा डैशबोर्ड',
    ],
  },
  {
    audience: 'डिलीवरी पार्टनर के लिए',
    intro: 'अपने ही मोहल्ले में डिलीवरी करके कमाएँ।',
    items: [
      'छोटे-छोटे चक्कर: हर दुकान अपने ग्राहकों के पास ही है',
      'सरकारी पहचान पत्र, पते का सबूत और एक फ़ोटो के साथ आवेदन करें',
      'मोटरबाइक चलाने वाले ड्राइविंग लाइसेंस भी दें',
      'दस्तावेज़ साफ़ न हों तो वजह साफ़ बताई जाती है और आप जल्दी दोबारा आवेदन कर सकते हैं',
    ],
  },
];

/** Customer app features (How It Works page). */
export const CUSTOMER_APP_FEATURES: readonly string[] = [
  'दुकानें खोजें और फ़िल्टर करें',
  'प्रोडक्ट की श्रेणियाँ और सर्च',
  'शॉपिंग लिस्ट और पसंदीदा सामान',
  'रियल-टाइम ऑर्डर ट्रैकिंग',
  'पेमेंट के कई तरीके',
  'ऑर्डर हिस्ट्री और दोबारा ऑर्डर',
  'दुकान की रेटिंग और रिव्यू',
  'ख़ास ऑफ़र',
  'अपने चुने समय पर डिलीवरी',
];

/** Payment options (How It Works page). */
export const PAYMENT_OPTIONS: readonly string[] = [
  'क्रेडिट और डेबिट कार्ड',
  'UPI',
  'मोबाइल वॉलेट',
  'कैश ऑन डिलीवरी',
  'नेट बैंकिंग',
];

/** Security claims (How It Works page). */
export const SECURITY_CLAIMS: readonly string[] = [
  'ऑनलाइन पेमेंट RBI से अधिकृत पेमेंट गेटवे के ज़रिए, एन्क्रिप्टेड कनेक्शन पर प्रोसेस होते हैं',
  'हम आपके कार्ड की जानकारी कभी सेव नहीं करते',
  'आपका फ़ोन नंबर वन-टाइम पासवर्ड (OTP) से जाँचा जाता है',
  'आपका डिलीवरी पता सिर्फ़ उसी दुकान और पार्टनर के साथ शेयर होता है जो आपका ऑर्डर सँभाल रहे हैं',
];

/** Store-owner benefits (landing page, #partner-benefits). */
export const STORE_OWNER_BENEFITS: readonly Feature[] = withEnglishIcons(STORE_OWNER_BENEFITS_EN, [
  {
    title: 'जुड़ना मुफ़्त है',
    text: `कोई साइन-अप फ़ीस नहीं। इसी साइट पर रजिस्टर करें और ${REGISTRATION_RESPONSE_DAYS} दिनों के अंदर ${CONTACT.messagingApp} पर जवाब पाएँ।`,
  },
  {
    title: 'आस-पास के नए ग्राहक',
    text: `${NEARBY_RADIUS_KM} किमी के अंदर रहने वाले परिवार ऐप खोलते ही आपकी दुकान देख लेते हैं।`,
  },
  {
    title: 'सीधा भुगतान',
    text: 'ऑनलाइन पेमेंट और कैश, दोनों सीधे आपके पास आते हैं। सेटलमेंट का कोई इंतज़ार नहीं।',
  },
  {
    title: 'आपकी दुकान, आपके नियम',
    text: 'अपना स्टॉक और दाम खुद तय करें, त्योहार पर दुकान बंद रखें, खुद डिलीवरी करें या पार्टनर बुलाएँ।',
  },
]);
