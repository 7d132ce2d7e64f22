// One word per thing (issue 45): the words an owner and a delivery partner read, in English,
// Telugu and Hindi, and the variants each replaced. The site's catalogues, content pages,
// policies, rule words and the messages follow it; apps/site/scripts/words/glossary.test.ts fails when
// a Telugu or Hindi string uses a replaced variant. `allowed` are longer phrases that contain a
// variant and stay (names such as "ऐप स्टोर", the word itself spelt right); `legal` is the formal
// word policies may use where the law needs one, and only there.

interface GlossaryEntry {
  en: string;
  te: string;
  hi: string;
  note?: string;
  /** Variants no longer used, per language. */
  replaced: { te: readonly string[]; hi: readonly string[] };
  /** Phrases that contain a replaced variant and are fine (names, the right spelling). */
  allowed?: { te?: readonly string[]; hi?: readonly string[] };
  /** Words only the policies (legal text) may use. */
  legal?: { te?: readonly string[]; hi?: readonly string[] };
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: 'store, shop',
    te: 'దుకాణం',
    hi: 'दुकान',
    note: 'स्टोर only in names ("ऐप स्टोर", "Play Store"); Hindi स्टोर also reads as "to keep".',
    replaced: { te: ['స్టోర్'], hi: ['स्टोर'] },
    allowed: {
      te: ['యాప్ స్టోర్', 'ప్లే స్టోర్', 'డార్క్ స్టోర్', 'జనరల్ స్టోర్స్'],
      hi: ['ऐप स्टोर', 'प्ले स्टोर', 'डार्क स्टोर', 'जनरल स्टोर', 'मेडिकल स्टोर', 'स्टोरेज'],
    },
  },
  {
    en: 'store owner',
    te: 'దుకాణదారు (యజమాని in form labels)',
    hi: 'दुकानदार (मालिक in form labels)',
    replaced: { te: ['స్టోర్ యజమాని', 'షాప్ ఓనర్'], hi: ['स्टोर मालिक', 'शॉप ओनर'] },
  },
  {
    en: 'register, registration',
    te: 'నమోదు చేయండి, నమోదు',
    hi: 'रजिस्टर करें, रजिस्ट्रेशन',
    replaced: { te: ['రిజిస్టర్', 'రిజిస్ట్రేషన్'], hi: ['पंजीकरण', 'पंजीकृत'] },
  },
  {
    en: 'verify, verification',
    te: 'పరిశీలించడం (legal text: ధ్రువీకరణ)',
    hi: 'जाँच (legal text: सत्यापन)',
    note: 'The formal word (ధ్రువీకరణ, सत्यापन; spelt so) only in the policies.',
    replaced: {
      te: ['ధృవీకర', 'వెరిఫై', 'వెరిఫికేషన్', 'ధ్రువీకర'],
      hi: ['वेरिफ़ाई', 'वेरिफ़ाइड', 'वेरिफाई', 'वेरिफ़िकेशन', 'वेरिफिकेशन', 'जांच', 'सत्यापन', 'सत्यापित'],
    },
    legal: { te: ['ధ్రువీకర'], hi: ['सत्यापन', 'सत्यापित'] },
  },
  {
    en: 'document',
    te: 'పత్రం, పత్రాలు',
    hi: 'दस्तावेज़',
    replaced: { te: ['డాక్యుమెంట్'], hi: ['डॉक्यूमेंट', 'डॉक्युमेंट', 'दस्तावेज'] },
    allowed: { hi: ['दस्तावेज़'] },
  },
  {
    en: 'certificate',
    te: 'సర్టిఫికెట్',
    hi: 'सर्टिफ़िकेट',
    replaced: { te: ['సర్టిఫికేట్', 'ధ్రువపత్రం'], hi: ['सर्टिफिकेट', 'प्रमाणपत्र', 'प्रमाण पत्र'] },
    legal: { hi: ['प्रमाणपत्र'] },
  },
  {
    en: 'code (sign-in code, OTP)',
    te: 'కోడ్',
    hi: 'कोड',
    replaced: { te: ['ఓటీపీ'], hi: ['ओटीपी'] },
  },
  {
    en: 'delivery partner',
    te: 'డెలివరీ పార్ట్‌నర్',
    hi: 'डिलीवरी पार्टनर',
    replaced: {
      te: ['డెలివరీ భాగస్వామి', 'డెలివరీ పార్టనర్'],
      hi: ['डिलिवरी पार्टनर', 'डिलीवरी साझेदार'],
    },
  },
  {
    en: 'the partner app',
    te: 'Kirana Partner యాప్',
    hi: 'Kirana Partner ऐप',
    note: 'The app’s name as the stores list it, in Latin letters.',
    replaced: {
      te: ['పార్ట్‌నర్ యాప్', 'పార్టనర్ యాప్', 'Partner యాప్'],
      hi: ['पार्टनर ऐप', 'Partner ऐप'],
    },
    allowed: { te: ['Kirana Partner యాప్'], hi: ['Kirana Partner ऐप'] },
  },
  {
    en: 'opening hours',
    te: 'దుకాణం వేళలు',
    hi: 'दुकान का समय',
    replaced: { te: ['తెరిచే సమయాలు', 'తెరిచే వేళలు'], hi: ['खुलने का समय'] },
  },
  {
    en: 'approved',
    te: 'ఆమోదం వచ్చింది',
    hi: 'मंज़ूर',
    replaced: { te: ['ఆమోదం పొందింది', 'ఆమోదించబడింది'], hi: ['अप्रूव', 'स्वीकृत'] },
    allowed: { hi: ['स्वीकृति'] },
  },
  {
    en: 'not approved',
    te: 'ఆమోదం రాలేదు',
    hi: 'मंज़ूर नहीं हुआ',
    note: 'Never "rejected" to the owner or the partner.',
    replaced: {
      te: ['ఆమోదం పొందలేదు', 'తిరస్కర', 'రిజెక్ట్'],
      hi: ['रिजेक्ट', 'नामंज़ूर', 'अस्वीकार'],
    },
    allowed: { hi: ['स्वीकार या अस्वीकार'] },
    legal: { te: ['తిరస్కర'], hi: ['अस्वीकार'] },
  },
  {
    en: 'suspended',
    te: 'సస్పెండ్ అయింది',
    hi: 'सस्पेंड',
    replaced: { te: ['నిలిపివేశాం', 'నిలిపివేయబడింది'], hi: ['निलंबित'] },
    legal: { hi: ['निलंबित'] },
  },
  {
    en: 'active again',
    te: 'మళ్లీ యాక్టివ్ అయింది',
    hi: 'फिर से चालू',
    replaced: { te: ['చురుకు'], hi: ['दोबारा सक्रिय'] },
  },
  {
    en: 'unclear (photo, document)',
    te: 'ఫోటో స్పష్టంగా లేదు',
    hi: 'फ़ोटो साफ़ नहीं है',
    replaced: { te: ['అస్పష్ట'], hi: ['अस्पष्ट', 'धुंधल'] },
    legal: { te: ['అస్పష్ట'], hi: ['अस्पष्ट'] },
  },
  {
    en: 'optional',
    te: 'తప్పనిసరి కాదు',
    hi: 'ज़रूरी नहीं',
    replaced: { te: ['ఐచ్ఛిక', 'ఇష్టమైతే'], hi: ['वैकल्पिक'] },
  },
  {
    en: 'joining (not "onboarding")',
    te: 'చేరడం',
    hi: 'जुड़ना',
    replaced: { te: ['ఆన్‌బోర్డింగ్', 'ఆన్‌బోర్డ్'], hi: ['ऑनबोर्डिंग', 'ऑनबोर्ड'] },
  },
  {
    en: 'visible in the app (not "live")',
    te: 'యాప్‌లో కనిపించడం',
    hi: 'ऐप में दिखना',
    replaced: { te: ['లైవ్'], hi: ['लाइव'] },
    note: 'Live tracking stays: "लाइव स्टेटस", "लाइव लोकेशन".',
    allowed: { te: ['లైవ్ స్టేటస్', 'లైవ్ లొకేషన్'], hi: ['लाइव स्टेटस', 'लाइव लोकेशन'] },
  },
  {
    en: 'ID names (PAN, voter ID)',
    te: 'పాన్, ఓటర్ ఐడీ',
    hi: 'पैन, वोटर आईडी',
    replaced: {
      te: ['ఓటర్ ID', 'ప్రభుత్వ ID', 'ID నంబర్', 'ID రకం', 'మీ ID'],
      hi: ['वोटर ID', 'सरकारी ID', 'ID नंबर', 'ID का प्रकार', 'आपकी ID', 'ID चुनें'],
    },
  },
  {
    en: 'message',
    te: 'మెసేజ్',
    hi: 'मैसेज',
    replaced: { te: [], hi: ['संदेश'] },
  },
  {
    en: 'Spelling (Hindi): ढूँढ, जाँच, सँभाल, किमी, प्लेटफ़ॉर्म',
    te: '',
    hi: 'ढूँढ, जाँच, सँभाल, किमी, प्लेटफ़ॉर्म',
    replaced: { te: [], hi: ['ढूंढ', 'जांच', 'संभाल', 'कि.मी.', 'प्लैटफ़ॉर्म'] },
  },
];

/**
 * Phrases the December 2026 review found wrong or literal (docs/words/review-te-hi.md findings),
 * each with why: none may come back.
 */
export const RETIRED_PHRASES: Record<'te' | 'hi', readonly { phrase: string; why: string }[]> = {
  te: [
    { phrase: 'తానుగా తెరుచుకుంటుంది', why: 'the shop does not open by itself; it shows as open' },
    { phrase: 'యజమాని అభ్యర్థన', why: 'the owner is told "మీరు కోరినందువల్ల", not about a third person' },
    { phrase: 'PMకి', why: 'the part of the day in Telugu words, before the time' },
    { phrase: 'AMకి', why: 'the part of the day in Telugu words, before the time' },
    { phrase: 'దగ్గర్లోని గుర్తు', why: 'owners say డోర్ నంబర్ and ల్యాండ్‌మార్క్' },
    { phrase: 'నాలుగు అక్షరాలు మాత్రమే', why: 'an Aadhaar number is digits' },
    { phrase: 'ధృవ', why: 'spelt ధ్రువ' },
  ],
  hi: [
    { phrase: 'अपने-आप फिर खुल', why: 'the shop does not open by itself; it shows as open' },
    { phrase: 'बीच में छुट्टी', why: 'छुट्टी is a day off, not a midday break' },
    { phrase: 'दोबारा भेजने वाले', why: 'reads as "the documents that will send"' },
    { phrase: 'बकाया', why: 'arrears, not the amount due' },
    { phrase: 'या स्टोर नहीं करते', why: 'स्टोर read as "to keep"' },
    { phrase: 'मालिक का अनुरोध', why: 'the owner is told "आपके कहने पर"' },
    { phrase: ' pm बजे', why: 'the part of the day in Hindi words, before the time' },
    { phrase: ' am बजे', why: 'the part of the day in Hindi words, before the time' },
    { phrase: 'चार अक्षर रखते', why: 'an Aadhaar number is digits' },
  ],
};

/** A glossary problem in one text: the replaced variant it uses and the word to use. */
interface GlossaryProblem {
  variant: string;
  use: string;
}

/**
 * The replaced variants a Telugu or Hindi text uses. `legal` says whether the text is a policy,
 * where the entries' formal words are allowed.
 */
export function glossaryProblems(
  language: 'te' | 'hi',
  text: string,
  legal = false,
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  for (const entry of GLOSSARY) {
    let rest = text;
    for (const phrase of entry.allowed?.[language] ?? []) rest = rest.split(phrase).join(' ');
    if (legal) for (const word of entry.legal?.[language] ?? []) rest = rest.split(word).join(' ');
    for (const variant of entry.replaced[language])
      if (rest.includes(variant)) problems.push({ variant, use: entry[language] });
  }
  return problems;
}
