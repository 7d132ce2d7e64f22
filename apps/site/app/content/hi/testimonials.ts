// Hindi text of ../testimonials.ts; only text: quotes, names and places, in the same order.
// Avatars and numbers stay in the English modules (TESTIMONIALS[i] goes with TESTIMONIAL_TEXT[i]).
import { DELIVERY_PROMISE_MINUTES, TESTIMONIAL_SALES_INCREASE_PERCENT } from '../business';
import { CONTACT } from '../company';
import type { Testimonial, TestimonialRole } from '../testimonials';

/** The text of a Testimonial; its role is a key (see TESTIMONIAL_ROLE_LABELS), its avatar a path. */
export type TestimonialText = Pick<Testimonial, 'quote' | 'name' | 'place'>;

/** The roles as shown, keyed by the English role. */
export const TESTIMONIAL_ROLE_LABELS: Readonly<Record<TestimonialRole, string>> = {
  Customer: 'ग्राहक',
  'Store Owner': 'दुकानदार',
};

/** TESTIMONIALS in Hindi, one by one. */
export const TESTIMONIAL_TEXT: readonly TestimonialText[] = [
  {
    quote: `मैं उसी किराना दुकान से ऑर्डर करती हूँ जहाँ से मेरा परिवार सालों से सामान लेता आया है, बस अब सामान ${DELIVERY_PROMISE_MINUTES} मिनट से भी कम में मेरे दरवाज़े तक आ जाता है। दाम वही होते हैं जो शेल्फ़ पर लिखे हैं।`,
    name: 'श्रावणी रेड्डी',
    place: 'कुकटपल्ली',
  },
  {
    quote:
      'ऑफ़िस से घर लौटते हुए सेल्फ़-पिकअप एकदम बढ़िया रहता है। मैं काउंटर पर पैसे देता हूँ और दुकानदार ने मेरा थैला पहले से पैक करके रखा होता है।',
    name: 'रवि तेजा',
    place: 'माधापुर',
  },
  {
    quote:
      'मेरी अम्मी देख लेती हैं कि उनके पास कौन-सी दुकानें खुली हैं, और एक टैप में महीने की अपनी लिस्ट दोबारा ऑर्डर कर देती हैं। सिर्फ़ इसी बात के लिए यह ऐप काम का है।',
    name: 'फ़ातिमा बेगम',
    place: 'मेहदीपट्टनम',
  },
  {
    quote: `जुड़ने के तीन महीने के अंदर मेरी बिक्री ${TESTIMONIAL_SALES_INCREASE_PERCENT} प्रतिशत बढ़ गई। पास के नए अपार्टमेंट्स के परिवार अब बड़े ऐप्स की जगह मुझसे ऑर्डर करते हैं।`,
    name: 'मोहम्मद इरफ़ान',
    place: 'इरफ़ान जनरल स्टोर्स, टोलीचौकी',
  },
  {
    quote:
      'फ़ोन से अपना स्टॉक अपडेट करने में बस कुछ मिनट लगते हैं। जब मैं व्यस्त होती हूँ तो डिलीवरी पार्टनर बुला लेती हूँ, और जिस दिन काम कम होता है, मेरा बेटा खुद डिलीवरी कर आता है।',
    name: 'पद्मा राव',
    place: 'श्री लक्ष्मी किराना, अमीरपेट',
  },
  {
    quote: `जुड़ने में मेरा एक पैसा नहीं लगा, और टीम ने अगले ही दिन ${CONTACT.messagingApp} पर मुझे कॉल बैक किया। पैसा सीधे मेरे खाते में आता है।`,
    name: 'अनिल कुमार गौड़',
    place: 'गौड़ प्रोविज़न्स, उप्पल',
  },
];
