// The site's own words in Telugu, key by key as ./en.ts (the catalogue check fails on a missing
// one). Written for shoppers and shopkeepers in Hyderabad: everyday Telugu, with the English
// words people already use for apps (యాప్, ఆర్డర్, డెలివరీ).
import { COMING_SOON_IN_YOUR_LOCATION, NO_RESULTS_FOUND } from '../../content/te/messages';
import type { Messages } from './en';

export const te: Messages = {
  frame: {
    skipLink: 'ప్రధాన విషయానికి వెళ్లండి',
    breadcrumb: 'మీరు ఉన్న చోటు',
    errorTitle: 'ఏదో పొరపాటు జరిగింది',
    errorIntro: 'ఈ పేజీని చూపించలేకపోయాం. దయచేసి మళ్లీ లోడ్ చేయండి, లేదా హోమ్ పేజీకి వెళ్లండి.',
  },
  nav: {
    label: 'ప్రధాన మెనూ',
    menu: 'మెనూ',
    home: 'హోమ్',
    about: 'మా గురించి',
    howItWorks: 'ఎలా పనిచేస్తుంది',
    faq: 'ప్రశ్నలు',
    contact: 'సంప్రదించండి',
    blog: 'బ్లాగ్',
    downloadApp: 'యాప్ డౌన్‌లోడ్',
    language: 'భాష',
  },
  footer: {
    company: 'సంస్థ',
    forPartners: 'పార్ట్‌నర్ల కోసం',
    legal: 'చట్టపరమైనవి',
    contact: 'సంప్రదించండి',
    joinNetwork: 'నెట్‌వర్క్‌లో చేరండి',
    partnerBenefits: 'పార్ట్‌నర్లకు లాభాలు',
    storeApp: 'దుకాణం యాప్',
    successStories: 'విజయ గాథలు',
    deliverWithUs: 'మాతో డెలివరీ చేయండి',
    partnerApp: 'Partner యాప్',
    customerApp: 'కస్టమర్ యాప్',
    businessHours: 'పని వేళలు',
    newTab: ' (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
    rights: '© {year} Kirana. అన్ని హక్కులూ మావే.',
    admin: 'అడ్మిన్',
  },
  hours: {
    closed: 'సెలవు',
    daySeparator: '–',
  },
  home: {
    description:
      '{city}లో మీ చుట్టూ ఉన్న కిరాణా దుకాణాల నుంచి సరుకులు ఆర్డర్ చేయండి. ఇంటికి డెలివరీ లేదా మీరే వెళ్లి తీసుకోవచ్చు; డబ్బు నేరుగా దుకాణానికే కడతారు.',
    heroEyebrow: 'ఇప్పుడు {city}లో',
    heroTitle: 'మీరు నమ్మే ఇంటి దగ్గరి దుకాణాల నుంచే సరుకులు',
    heroLead:
      'మీ చుట్టూ ఉన్న కిరాణా దుకాణాల్లో ఆర్డర్ చేయండి. నిమిషాల్లో ఇంటికి తెప్పించుకోండి, లేదా ఇంటికి వెళ్లే దారిలో తీసుకోండి. డబ్బు నేరుగా దుకాణదారుకే.',
    downloadTheApp: 'యాప్ డౌన్‌లోడ్ చేయండి',
    findStoresNearYou: 'దగ్గర్లోని దుకాణాలు చూడండి',
    heroImageAlt: 'ఆర్డర్ దారిలో ఉందని చూపిస్తున్న ఫోన్‌తో ఒక కిరాణా దుకాణం',
    stepsEyebrow: 'ఎలా పనిచేస్తుంది',
    stepsTitle: 'నాలుగు సులభమైన అడుగుల్లో మీ సరుకులు',
    stepsIntro: 'దుకాణానికి నడిచి వెళ్లే సమయం కంటే తక్కువ సమయంలోనే ఆర్డర్ అయిపోతుంది.',
    stepsMore: 'కస్టమర్లు, దుకాణదారుల పూర్తి ప్రయాణం చూడండి',
    whyEyebrow: 'Kirana ఎందుకు',
    whyTitle: 'కుటుంబాలు Kirana ను ఎందుకు ఎంచుకుంటున్నాయి',
    whyIntro: 'యాప్ సౌలభ్యం, మీకు ఇప్పటికే తెలిసిన దుకాణం, దుకాణదారుతోనే.',
    audienceEyebrow: 'అందరి కోసం',
    audienceTitle: 'ఒకే వేదిక, పాల్గొనడానికి మూడు దారులు',
    testimonialsEyebrow: 'అనుభవాలు',
    testimonialsTitle: 'ఇరుగుపొరుగుకూ దుకాణదారులకూ నచ్చింది',
    testimonialsIntro:
      'హైదరాబాద్ అంతటా కుటుంబాలు Kirana తో దగ్గరి దుకాణాల్లోనే కొంటున్నాయి; వాళ్లకు నచ్చిన దుకాణాలు ఎదుగుతున్నాయి.',
    customerStories: 'మా కస్టమర్లు ఏమంటున్నారు',
    ownerStories: 'దుకాణదారుల విజయ గాథలు',
    finderEyebrow: 'దుకాణాలు వెతకండి',
    finderTitle: 'మీ ప్రాంతంలో Kirana ఉందా?',
    finderIntro:
      '{city} అంతటా ఒక్కో ప్రాంతానికీ విస్తరిస్తున్నాం. మీ దగ్గరి పార్ట్‌నర్ దుకాణాలు చూడటానికి మీ పిన్‌కోడ్ ఇవ్వండి; యాప్‌లో {radius} కి.మీ. లోపు ఉన్న అన్ని దుకాణాలూ కనిపిస్తాయి.',
    partnersEyebrow: 'దుకాణదారుల కోసం',
    partnersTitle: 'Kirana తో మీ దుకాణాన్ని పెంచుకోండి',
    partnersIntro:
      'మీ దుకాణాన్ని మీ పద్ధతిలోనే నడపండి. మీ చుట్టూ ఉన్న కస్టమర్లను మీ కౌంటర్ దగ్గరికి మేం తీసుకొస్తాం.',
    joinTitle: 'Kirana నెట్‌వర్క్‌లో చేరండి',
    joinText:
      'Kirana Partner యాప్ డౌన్‌లోడ్ చేసి కొన్ని నిమిషాల్లో మీ దుకాణాన్ని నమోదు చేయండి. చేరడం ఉచితం; మా టీమ్ {days} రోజుల్లోపు {app}లో జవాబిస్తుంది.',
    getPartnerApp: 'Partner యాప్ పొందండి',
    howForStores: 'దుకాణాలకు ఎలా పనిచేస్తుంది',
    faqEyebrow: 'ప్రశ్నలు',
    faqTitle: 'తరచుగా అడిగే ప్రశ్నలు',
    faqIntro: 'ఆర్డర్, డెలివరీ, చెల్లింపుల గురించి చిన్న జవాబులు.',
    faqStill: 'ఇంకా ఏదైనా ప్రశ్న ఉందా?',
    contactUs: 'మమ్మల్ని సంప్రదించండి',
    seeAllQuestions: 'అన్ని ప్రశ్నలూ చూడండి',
    downloadEyebrow: 'డౌన్‌లోడ్',
    downloadTitle: 'మీకు సరిపోయే యాప్ తీసుకోండి',
    downloadIntro: 'రెండు యాప్‌లు, ఒకే ప్రాంతం: ఒకటి కొనడానికి, ఇంకొకటి అమ్మడానికీ డెలివరీకీ.',
    customerAppTitle: 'కస్టమర్ల కోసం Kirana',
    customerAppText:
      'మీ చుట్టూ ఉన్న దుకాణాలు చూడండి, కొన్ని ట్యాప్‌లలో ఆర్డర్ చేయండి, డెలివరీ లేదా పికప్ ఎంచుకోండి.',
    customerAppButton: 'కస్టమర్ యాప్ డౌన్‌లోడ్ చేయండి',
    partnerAppTitle: 'దుకాణాల కోసం Kirana Partner',
    partnerAppText:
      'ఆర్డర్లు, స్టాక్, డెలివరీలు చూసుకోండి. డెలివరీ పార్ట్‌నర్లు కూడా ఇదే యాప్‌లో దరఖాస్తు చేస్తారు.',
    partnerAppButton: 'Partner యాప్ డౌన్‌లోడ్ చేయండి',
    contactEyebrow: 'సంప్రదించండి',
    contactTitle: 'మాతో మాట్లాడండి',
    contactIntro:
      'ఆర్డర్ గురించి, మాతో భాగస్వామ్యం గురించి, ఇంకేదైనా: ప్రతి మెసేజ్‌నీ మేం చదువుతాం.',
    closingTitle: 'దగ్గరి దుకాణంలోనే కొందామా?',
    closingText:
      'తమ ప్రాంతాన్ని కళకళలాడేలా ఉంచుతున్న హైదరాబాద్ కుటుంబాలతో, దుకాణదారులతో మీరూ చేరండి.',
    becomePartner: 'పార్ట్‌నర్ అవ్వండి',
  },
  contactDetails: {
    address: 'చిరునామా',
    phone: 'ఫోన్',
    email: 'ఈమెయిల్',
    hours: 'పని వేళలు',
  },
  contactForm: {
    formLabel: 'మమ్మల్ని సంప్రదించండి',
    name: 'పేరు',
    email: 'ఈమెయిల్',
    phone: 'ఫోన్ (ఇష్టమైతే)',
    subject: 'విషయం',
    subjectPlaceholder: 'విషయం ఎంచుకోండి',
    message: 'మెసేజ్',
    send: 'మెసేజ్ పంపండి',
    sending: 'పంపుతున్నాం...',
    thankYou: 'మీ మెసేజ్‌కు ధన్యవాదాలు. త్వరలోనే మీకు జవాబిస్తాం!',
    failedTitle: 'మీ మెసేజ్ వెళ్లలేదు.',
    failedKept: 'మీరు రాసినది ఫారమ్‌లోనే ఉంది, మళ్లీ ప్రయత్నించవచ్చు.',
    subjects: {
      'Customer Support': 'కస్టమర్ సహాయం',
      'Store Partnership': 'దుకాణం భాగస్వామ్యం',
      Feedback: 'అభిప్రాయం',
      Other: 'ఇతర విషయం',
    },
  },
  storeFinder: {
    formLabel: 'దుకాణాలు',
    pincode: 'పిన్‌కోడ్',
    hint: 'మీ ప్రాంతం పిన్‌కోడ్ ఇవ్వండి, ఉదాహరణకు 500001.',
    find: 'దుకాణాలు వెతకండి',
    searching: 'వెతుకుతున్నాం...',
    looking: '{pincode}లో దుకాణాల కోసం వెతుకుతున్నాం...',
    failedTitle: 'ప్రస్తుతం దుకాణాలు వెతకలేకపోయాం.',
    comingSoon: COMING_SOON_IN_YOUR_LOCATION,
    noStoreYet:
      '{pincode}లో ఇంకా మా పార్ట్‌నర్ దుకాణం ఏదీ లేదు. దగ్గర్లో మంచి కిరాణా దుకాణం తెలుసా? వాళ్లకు Kirana Partner గురించి చెప్పండి.',
    storesOne: '{pincode}లో 1 దుకాణం',
    storesOther: '{pincode}లో {count} దుకాణాలు',
  },
  blogList: {
    formLabel: 'వ్యాసాలు',
    search: 'వ్యాసాలు వెతకండి',
    searchPlaceholder: 'శీర్షిక లేదా సారాంశంతో వెతకండి',
    category: 'విభాగం',
    countAll: '{total} వ్యాసాలు',
    countFiltered: '{total}లో {shown} వ్యాసాలు',
    noResults: NO_RESULTS_FOUND,
    noResultsText: 'మీరు వెతికిన దానికి ఏ వ్యాసమూ సరిపోలలేదు. వేరే పదాలు లేదా వేరే విభాగం ప్రయత్నించండి.',
    clearFilters: 'ఫిల్టర్లు తీసేయండి',
  },
  blog: {
    title: 'బ్లాగ్',
    description:
      'హైదరాబాద్ ఇంటి దగ్గరి దుకాణాల కథలు, ఆలోచనలు: కిరాణాలకు డిజిటల్ సాధనాలు, సమాజం, రంగంలో పోకడలు, పార్ట్‌నర్ల విజయ గాథలు, వ్యాపార వ్యూహం.',
    eyebrow: 'బ్లాగ్',
    heading: 'Kirana బ్లాగ్',
    intro: 'హైదరాబాద్ ప్రాంతాలను నడిపిస్తున్న దుకాణాలు, వీధులు, మనుషుల కథలు.',
    byline: 'రచన: {author}',
    tags: 'ట్యాగ్‌లు',
    related: 'సంబంధిత వ్యాసాలు',
    allArticles: 'అన్ని వ్యాసాలు',
  },
  about: {
    title: 'మా గురించి',
    description:
      'ఇంటి దగ్గరి కిరాణా దుకాణాలను ఆన్‌లైన్‌కు తేవడానికి {year}లో {city}లో Kirana మొదలైంది. మా కథ, విలువలు, లక్ష్యం, దృష్టి, టీమ్.',
    eyebrow: '{year}లో ప్రారంభం',
    heading: 'Kirana గురించి',
    intro:
      'హైదరాబాద్ ఇంటి దగ్గరి దుకాణాలు తమ కస్టమర్లకు ఆన్‌లైన్‌లో సేవ చేయడానికి సాయపడతాం; దగ్గరి దుకాణంలో కొనడం ఎక్కడైనా కొన్నంత సులభం కావాలి.',
    story: 'మా కథ',
    founded: 'ప్రారంభం',
    homeCity: 'మా నగరం',
    values: 'మా విలువలు',
    missionAndVision: 'లక్ష్యం, దృష్టి',
    mission: 'మా లక్ష్యం',
    vision: 'మా దృష్టి',
    team: 'మా టీమ్',
    teamIntro: 'Kirana ను నిర్మిస్తున్న మనుషులు.',
  },
  howItWorks: {
    title: 'ఎలా పనిచేస్తుంది',
    description:
      'కస్టమర్లు ఆరు అడుగుల్లో Kirana తో దగ్గరి దుకాణాల్లో ఎలా ఆర్డర్ చేస్తారు, కస్టమర్ యాప్ సౌకర్యాలు, దుకాణదారులు ఎలా చేరి డబ్బు పొందుతారు.',
    eyebrow: 'ఎలా పనిచేస్తుంది',
    heading: 'Kirana ఎలా పనిచేస్తుంది',
    intro:
      'మొదటి ట్యాప్ నుంచి మీ ఇంటి గుమ్మం దగ్గరి సంచి వరకు; దుకాణదారులకు నమోదు నుంచి చెల్లింపు వరకు.',
    customersEyebrow: 'కస్టమర్ల కోసం',
    customersTitle: 'కస్టమర్ ప్రయాణం',
    customersIntro: 'యాప్ డౌన్‌లోడ్ నుంచి ఆర్డర్ అందుకునే వరకు ఆరు అడుగులు.',
    appFeatures: 'కస్టమర్ యాప్ సౌకర్యాలు',
    paymentOptions: 'చెల్లింపు పద్ధతులు',
    safeAndSecure: 'సురక్షితం, భద్రం',
    ownersEyebrow: 'దుకాణదారుల కోసం',
    ownersTitle: 'దుకాణాలు ఎలా చేరి అమ్ముతాయి',
    ownersIntro: 'నెట్‌వర్క్‌లో చేరడం నుంచి డబ్బు అందుకునే వరకు ఆరు అడుగులు.',
    ownersCta: 'మీ దుకాణాన్ని ఆన్‌లైన్‌కు తేవాలనుకుంటున్నారా? చేరడం ఉచితం.',
    becomePartner: 'పార్ట్‌నర్ అవ్వండి',
    deliveryEyebrow: 'డెలివరీ పార్ట్‌నర్ల కోసం',
    deliveryTitle: 'Kirana తో డెలివరీ చేయండి',
    deliveryIntro:
      'పార్ట్‌నర్లు దుకాణాల నుంచి ఆర్డర్లను కస్టమర్ల ఇళ్లకు చేర్చి, డెలివరీ సమయంలో డబ్బు తీసుకుంటారు.',
    deliveryCta: 'ప్రభుత్వ గుర్తింపు కార్డు, చిరునామా రుజువు, స్పష్టమైన ఫోటోతో దరఖాస్తు చేయండి.',
    deliverWithUs: 'మాతో డెలివరీ చేయండి',
  },
  faqs: {
    title: 'ప్రశ్నలు',
    description:
      'Kirana తో దగ్గరి దుకాణాల్లో ఆర్డర్ చేయడం గురించి జవాబులు: సేవా ప్రాంతం, డెలివరీ, చెల్లింపు, రద్దు, రిటర్న్‌లు, దుకాణం లేదా డెలివరీ పార్ట్‌నర్‌గా చేరడం.',
    eyebrow: 'ప్రశ్నలు',
    heading: 'తరచుగా అడిగే ప్రశ్నలు',
    intro:
      'ఇంటి దగ్గరి దుకాణాల్లో ఆర్డర్ చేయడం, Kirana తో భాగస్వామ్యం గురించి మీరు తెలుసుకోవాల్సినవన్నీ.',
    customerQuestions: 'Kirana లో ఆర్డర్ చేయడం',
    sharedQuestions: 'కస్టమర్లు, పార్ట్‌నర్లు',
    notFound: 'మీ జవాబు దొరకలేదా?',
    supportHappy: 'మా సహాయ బృందం సంతోషంగా సాయం చేస్తుంది.',
    contactUs: 'మమ్మల్ని సంప్రదించండి',
  },
  contact: {
    title: 'సంప్రదించండి',
    description:
      'హైదరాబాద్‌లోని Kirana టీమ్‌ను ఫోన్, ఈమెయిల్ లేదా ఫారమ్ ద్వారా సంప్రదించండి. {address}.',
    eyebrow: 'సంప్రదించండి',
    heading: 'మమ్మల్ని సంప్రదించండి',
    intro:
      'ఆర్డర్, మీ దుకాణం లేదా భాగస్వామ్యం గురించి ప్రశ్నలున్నాయా? మాకు రాయండి, కాల్ చేయండి, లేదా మా ఆఫీసుకు రండి.',
    reachUs: 'మమ్మల్ని చేరుకోండి',
    sendMessage: 'మాకు మెసేజ్ పంపండి',
    findUs: 'మా చిరునామా',
    mapTitle: 'మా ఆఫీసు మ్యాప్: {address}',
    largerMap: 'OpenStreetMap లో పెద్ద మ్యాప్ చూడండి',
  },
  deliverWithUs: {
    title: 'మాతో డెలివరీ చేయండి',
    description:
      'హైదరాబాద్‌లో Kirana డెలివరీ పార్ట్‌నర్ అవ్వండి: దగ్గరి దుకాణాల ఆర్డర్లను కస్టమర్లకు చేర్చండి. మీ గుర్తింపు కార్డు, చిరునామా రుజువు, ఫోటోతో ఆన్‌లైన్‌లో దరఖాస్తు చేయండి.',
    eyebrow: 'డెలివరీ పార్ట్‌నర్లు',
    heading: 'Kirana తో డెలివరీ చేయండి',
    intro:
      'మీ ప్రాంతంలోని కిరాణా దుకాణాల నుంచి సరుకులను ఆర్డర్ చేసినవాళ్ల ఇంటికి చేర్చండి: నడిచి, సైకిల్ మీద లేదా బైక్ మీద.',
    whatPartnersDo: 'డెలివరీ పార్ట్‌నర్లు ఏం చేస్తారు',
    needToApply: 'దరఖాస్తుకు కావాల్సినవి',
    howToJoin: 'ఎలా చేరాలి',
    applyNow: 'ఇప్పుడే దరఖాస్తు చేయండి',
    applyIntro: 'కొన్ని నిమిషాలే పడుతుంది. మీ పత్రాలు దగ్గర ఉంచుకోండి.',
  },
  partnerForm: {
    formLabel: 'డెలివరీ పార్ట్‌నర్ దరఖాస్తు',
    aboutYou: 'మీ వివరాలు',
    name: 'పూర్తి పేరు',
    phone: 'మొబైల్ నంబర్',
    phoneHint: '10 అంకెలు. దరఖాస్తు ఫలితాన్ని SMS ద్వారా పంపుతాం.',
    email: 'ఈమెయిల్',
    optional: '{label} (ఇష్టమైతే)',
    pincode: 'ప్రాంతం పిన్‌కోడ్',
    pincodeHint: 'మీరు డెలివరీ చేసే ప్రాంతం: {first} నుంచి {last} వరకు.',
    vehicle: 'ఎలా డెలివరీ చేస్తారు',
    vehiclePlaceholder: 'వాహనం ఎంచుకోండి',
    vehicles: {
      bicycle: 'సైకిల్',
      motorbike: 'మోటర్‌బైక్',
      electric_scooter: 'ఎలక్ట్రిక్ స్కూటర్',
      on_foot: 'నడిచి',
    },
    documents: 'మీ పత్రాలు',
    documentsNote: 'పెద్ద ఫోటోలను పంపే ముందు మీ ఫోన్‌లోనే చిన్నవిగా చేస్తాం.',
    documentLabels: {
      government_id: 'ప్రభుత్వ గుర్తింపు కార్డు',
      address_proof: 'చిరునామా రుజువు',
      photo: 'దరఖాస్తుదారు ఫోటో',
      driving_licence: 'డ్రైవింగ్ లైసెన్స్',
    },
    fileHint: 'JPEG, PNG, WebP లేదా PDF, గరిష్ఠంగా {mb} MB.',
    documentHints: {
      government_id: 'ఆధార్, పాన్ కార్డు, ఓటర్ ఐడీ లేదా పాస్‌పోర్ట్. {fileHint}',
      address_proof: 'మీ చిరునామా ఉన్న కరెంట్ బిల్లు, అద్దె ఒప్పందం లేదా బ్యాంక్ స్టేట్‌మెంట్. {fileHint}',
      photo: 'మీ ముఖం స్పష్టంగా కనిపించే ఇటీవలి ఫోటో. JPEG, PNG లేదా WebP.',
      driving_licence: 'మోటర్‌బైక్ లేదా ఎలక్ట్రిక్ స్కూటర్‌కు అవసరం. {fileHint}',
    },
    uploading: 'మీ దరఖాస్తు అప్‌లోడ్ అవుతోంది',
    failedTitle: 'మీ దరఖాస్తు వెళ్లలేదు.',
    failedKept: 'మీరు ఇచ్చిన వివరాలన్నీ ఫారమ్‌లోనే ఉన్నాయి, మళ్లీ ప్రయత్నించవచ్చు.',
    preparing: 'పత్రాలు సిద్ధం చేస్తున్నాం...',
    sending: 'పంపుతున్నాం...',
    send: 'దరఖాస్తు పంపండి',
    sentTitle: 'దరఖాస్తు అందింది',
  },
  policy: {
    eyebrow: 'చట్టపరమైనవి',
    effectiveDate: 'అమలు తేదీ:',
    contents: 'విషయసూచిక',
    otherPolicies: 'ఇతర విధానాలు',
  },
  notFound: {
    title: 'అయ్యో! పేజీ దొరకలేదు',
    eyebrow: 'లోపం 404',
    intro: 'మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మారింది.',
    articleIntro: 'మీరు వెతుకుతున్న వ్యాసం లేదు, లేదా వేరే చోటికి మారింది.',
    backHome: 'హోమ్‌కు వెళ్లండి',
  },
  validation: {
    'Please tell us your name.': 'దయచేసి మీ పేరు చెప్పండి.',
    'Please keep your name to 120 characters or fewer.':
      'దయచేసి మీ పేరు 120 అక్షరాలు మించకుండా రాయండి.',
    'Please enter your email address so we can reply.':
      'మేం జవాబివ్వడానికి దయచేసి మీ ఈమెయిల్ చిరునామా ఇవ్వండి.',
    'Please enter a valid email address, like name@example.com.':
      'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదాహరణకు name@example.com.',
    'Your email address must be at most 254 characters.':
      'మీ ఈమెయిల్ చిరునామా 254 అక్షరాలు మించకూడదు.',
    'Please enter a valid phone number (digits, spaces, + or -), or leave it empty.':
      'దయచేసి సరైన ఫోన్ నంబర్ ఇవ్వండి (అంకెలు, ఖాళీలు, + లేదా -), లేదా ఖాళీగా వదిలేయండి.',
    'Please choose a subject: Customer Support, Store Partnership, Feedback, Other.':
      'దయచేసి ఒక విషయం ఎంచుకోండి: కస్టమర్ సహాయం, దుకాణం భాగస్వామ్యం, అభిప్రాయం, ఇతర విషయం.',
    'Please write your message.': 'దయచేసి మీ మెసేజ్ రాయండి.',
    'Please keep your message to 2,000 characters or fewer.':
      'దయచేసి మీ మెసేజ్ 2,000 అక్షరాలు మించకుండా రాయండి.',
    'Thank you for your message. We will get back to you soon!':
      'మీ మెసేజ్‌కు ధన్యవాదాలు. త్వరలోనే మీకు జవాబిస్తాం!',
    'Please enter a 10-digit Indian mobile number.': 'దయచేసి 10 అంకెల భారతీయ మొబైల్ నంబర్ ఇవ్వండి.',
    'Please enter the 6-digit pincode of your area.': 'దయచేసి మీ ప్రాంతం 6 అంకెల పిన్‌కోడ్ ఇవ్వండి.',
    'We deliver in Hyderabad and Secunderabad only (pincodes 500001 to 500110).':
      'మేం హైదరాబాద్, సికింద్రాబాద్‌లలో మాత్రమే డెలివరీ చేస్తాం (పిన్‌కోడ్‌లు 500001 నుంచి 500110).',
    'Please choose how you will deliver.': 'మీరు ఎలా డెలివరీ చేస్తారో ఎంచుకోండి.',
    'Please add a photo or scan of your government ID.':
      'దయచేసి మీ ప్రభుత్వ గుర్తింపు కార్డు ఫోటో లేదా స్కాన్ జత చేయండి.',
    'Please add a proof of your address.': 'దయచేసి మీ చిరునామా రుజువు జత చేయండి.',
    'Please add a clear photo of yourself.': 'దయచేసి మీ స్పష్టమైన ఫోటో జత చేయండి.',
    'A motorbike or scooter needs your driving licence.':
      'మోటర్‌బైక్ లేదా స్కూటర్‌కు మీ డ్రైవింగ్ లైసెన్స్ కావాలి.',
    'Your photo must be a JPEG, PNG or WebP image, not a PDF.':
      'మీ ఫోటో JPEG, PNG లేదా WebP చిత్రంగా ఉండాలి, PDF కాకూడదు.',
    'Documents must be a JPEG, PNG or WebP image, or a PDF.':
      'పత్రాలు JPEG, PNG లేదా WebP చిత్రంగా గానీ PDF గా గానీ ఉండాలి.',
    'A document can be at most 5 MB.': 'ఒక్కో పత్రం గరిష్ఠంగా 5 MB ఉండవచ్చు.',
    'This file is not what its type says. Please send the original image or PDF.':
      'ఈ ఫైల్ దాని రకం చెప్పినట్లు లేదు. దయచేసి అసలు చిత్రం లేదా PDF పంపండి.',
    'This PDF contains scripts or attachments. Please send a plain PDF or a photo of the document.':
      'ఈ PDF లో స్క్రిప్టులు లేదా జోడింపులు ఉన్నాయి. దయచేసి సాధారణ PDF లేదా పత్రం ఫోటో పంపండి.',
    'Thank you! We have your application. Our team checks your documents within 2 days and sends the result by SMS to your phone.':
      'ధన్యవాదాలు! మీ దరఖాస్తు అందింది. మా టీమ్ 2 రోజుల్లోపు మీ పత్రాలు పరిశీలించి, ఫలితాన్ని మీ ఫోన్‌కు SMS ద్వారా పంపుతుంది.',
    'An application for this phone number is already being reviewed. We will send the result by SMS.':
      'ఈ ఫోన్ నంబర్‌తో ఉన్న దరఖాస్తు ఇప్పటికే పరిశీలనలో ఉంది. ఫలితాన్ని SMS ద్వారా పంపుతాం.',
    'This phone number already belongs to a delivery partner.':
      'ఈ ఫోన్ నంబర్ ఇప్పటికే ఒక డెలివరీ పార్ట్‌నర్‌ది.',
    'An unexpected error occurred. Please try again.':
      'అనుకోని లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    'A network error occurred. Please try again.':
      'నెట్‌వర్క్ లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    'Too many requests. Please wait a moment and try again.':
      'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. కాసేపు ఆగి మళ్లీ ప్రయత్నించండి.',
    'Some fields are missing or invalid.': 'కొన్ని వివరాలు లేవు లేదా సరిగ్గా లేవు.',
    'Something went wrong on our side. Please try again.':
      'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
};
