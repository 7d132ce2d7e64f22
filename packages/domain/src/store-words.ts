// A store's reasons and documents in the owner's language (English, Telugu, Hindi): what the
// owner's messages say and what the site's store pages show, kept once
// (`@kirana/domain/store-words`, no zod). English is the labels the review desk shows.

import {
  REASON_LABELS,
  STORE_DOCUMENT_LABELS,
  type StoreDocumentKind,
  type StoreReason,
} from './stores.js';
import type { OwnerLanguage } from './store-owners.js';
import type { PartnerRejectReason } from './delivery-partners.js';

/** Each store reason (reject, suspend, reopen) in each language. */
export const STORE_REASON_WORDS: Record<OwnerLanguage, Record<StoreReason, string>> = {
  en: REASON_LABELS,
  te: {
    invalid_document: 'పత్రం చెల్లదు',
    unclear_document: 'పత్రం స్పష్టంగా లేదు',
    details_mismatch: 'వివరాలు సరిపోలలేదు',
    outside_service_area: 'మా సేవా ప్రాంతం బయట ఉంది',
    duplicate_store: 'ఈ దుకాణం ఇప్పటికే నమోదైంది',
    aadhaar_not_masked: 'ఆధార్ నంబర్ కప్పలేదు',
    customer_complaints: 'కస్టమర్ల ఫిర్యాదులు',
    food_safety_concern: 'ఆహార భద్రత సమస్య',
    licence_expired: 'లైసెన్స్ గడువు ముగిసింది',
    owner_request: 'మీరు కోరినందువల్ల',
    documents_resubmitted: 'పత్రాలు మళ్లీ పంపారు',
    rejected_in_error: 'పొరపాటున ఆమోదం ఇవ్వలేదు',
    other: 'ఇతర కారణం',
  },
  hi: {
    invalid_document: 'दस्तावेज़ मान्य नहीं है',
    unclear_document: 'दस्तावेज़ साफ़ नहीं है',
    details_mismatch: 'जानकारी मेल नहीं खाती',
    outside_service_area: 'हमारे सेवा क्षेत्र से बाहर',
    duplicate_store: 'यह दुकान पहले से दर्ज है',
    aadhaar_not_masked: 'आधार नंबर ढका नहीं गया',
    customer_complaints: 'ग्राहकों की शिकायतें',
    food_safety_concern: 'खाद्य सुरक्षा की समस्या',
    licence_expired: 'लाइसेंस की अवधि ख़त्म',
    owner_request: 'आपके कहने पर',
    documents_resubmitted: 'दस्तावेज़ दोबारा भेजे गए',
    rejected_in_error: 'ग़लती से मंज़ूर नहीं हुआ था',
    other: 'अन्य कारण',
  },
};

/** Each store document in each language. */
export const STORE_DOCUMENT_WORDS: Record<OwnerLanguage, Record<StoreDocumentKind, string>> = {
  en: STORE_DOCUMENT_LABELS,
  te: {
    shop_photo: 'దుకాణం ఫోటో',
    fssai_certificate: 'FSSAI సర్టిఫికెట్',
    government_id: 'మీ ప్రభుత్వ ఐడీ',
  },
  hi: {
    shop_photo: 'दुकान की फ़ोटो',
    fssai_certificate: 'FSSAI सर्टिफ़िकेट',
    government_id: 'आपकी सरकारी आईडी',
  },
};

/**
 * Each reason a delivery partner's application was not approved, in Telugu and Hindi (English is
 * PARTNER_REASON_LABELS of ./delivery-partners.ts).
 */
export const PARTNER_REASON_WORDS: Record<'te' | 'hi', Record<PartnerRejectReason, string>> = {
  te: {
    invalid_document: 'పత్రం చెల్లదు',
    unclear_document: 'పత్రం స్పష్టంగా లేదు',
    licence_missing: 'డ్రైవింగ్ లైసెన్స్ లేదు',
    outside_service_area: 'మా సేవా ప్రాంతం బయట ఉంది',
    aadhaar_not_masked: 'ఆధార్ నంబర్ కప్పలేదు',
    other: 'ఇతర కారణం',
  },
  hi: {
    invalid_document: 'दस्तावेज़ मान्य नहीं है',
    unclear_document: 'दस्तावेज़ साफ़ नहीं है',
    licence_missing: 'ड्राइविंग लाइसेंस नहीं है',
    outside_service_area: 'हमारे सेवा क्षेत्र से बाहर',
    aadhaar_not_masked: 'आधार नंबर ढका नहीं गया',
    other: 'अन्य कारण',
  },
};
