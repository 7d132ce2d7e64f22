// The words of an Aadhaar photo's masking on the phone (issue 40), for the store owner's
// documents and the delivery-partner application: why, the example, the editor.
export const aadhaarMask = {
  why: 'UIDAI’s rule: a copy of an Aadhaar card that we keep may show only the last 4 digits of the number. After you choose a photo, drag the black box over the first 8 digits; it is burned into the photo on your phone, so the full number never leaves it.',
  example: 'An example card with the first 8 digits covered and the last 4 showing',
  eAadhaar:
    'My file is a masked e-Aadhaar from UIDAI (only the last 4 digits show): send it as it is',
  title: 'Cover the first 8 digits',
  instructions:
    'Drag the black box over the first 8 digits of the number and pull its corner to fit. Zoom in to check. Only the last 4 digits may show.',
  box: 'Black box over the first 8 digits. Arrow keys move it.',
  resize: 'Corner of the black box: drag to change its size. Arrow keys change it.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  use: 'Use this photo',
  other: 'Choose another photo',
  masking: 'Covering the digits on your phone...',
  unreadable:
    'This photo could not be opened here. Choose another photo, or your masked e-Aadhaar.',
};
