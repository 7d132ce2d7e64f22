/** Small icons of the inventory cards (decorative: the buttons carry aria-labels). */

export function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1Zm-3 5h10l-.8 10.1a1 1 0 0 1-1 .9H6.8a1 1 0 0 1-1-.9L5 7Zm3 2v7h1.5V9H8Zm2.5 0v7H12V9h-1.5Z" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L7.5 16.3 3 17l.7-4.5 9.9-9.9ZM5.5 13.3l-.3 1.5 1.5-.3 8.1-8.1-1.2-1.2-8.1 8.1Z" />
    </svg>
  );
}
