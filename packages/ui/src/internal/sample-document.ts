// A drawn stand-in for a registration document, for stories and tests (no network).
export const SAMPLE_DOCUMENT_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#fffdf5"/><rect x="40" y="40" width="1120" height="720" fill="none" stroke="#1f5f9f" stroke-width="12"/><text x="600" y="200" font-size="64" text-anchor="middle" fill="#1f5f9f">Registration Certificate</text><text x="600" y="400" font-size="48" text-anchor="middle">13623011000123</text></svg>',
)}`;
