// A small drawing of an Aadhaar card's front with the first 8 digits covered and the last 4
// showing: no real number, no real person. Shown with the words that say why.
export function AadhaarExample({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 100" width="160" height="100" role="img" aria-label={label}>
      <rect x="1" y="1" width="158" height="98" rx="8" fill="#fff" stroke="#9e9e9e" />
      <rect x="1" y="1" width="158" height="16" rx="8" fill="#f57f17" opacity="0.35" />
      <rect x="12" y="26" width="30" height="36" rx="3" fill="#cfd8dc" />
      <rect x="50" y="30" width="70" height="6" rx="3" fill="#bdbdbd" />
      <rect x="50" y="42" width="50" height="6" rx="3" fill="#bdbdbd" />
      <rect x="50" y="54" width="60" height="6" rx="3" fill="#bdbdbd" />
      <rect x="22" y="72" width="78" height="14" fill="#000" />
      <text x="106" y="84" fontSize="13" fontFamily="monospace" fill="#212121">
        1234
      </text>
    </svg>
  );
}
