// Where ./step-drafts.ts keeps an owner's unsaved typing: localStorage, one entry per owner and
// step. A module of its own with no other import, so the island's first load (signing out clears
// them) does not carry the form's fields.

const PREFIX = 'kirana.registrationDraft';

/** The localStorage key of an owner's step ("kirana.registrationDraft.<owner>.<step>"). */
export function draftKey(ownerId: string, step: string): string {
  return `${PREFIX}.${ownerId}.${step}`;
}

export function draftStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (some private modes): nothing is kept.
    return null;
  }
}

export function clearDraft(ownerId: string, step: string): void {
  draftStorage()?.removeItem(draftKey(ownerId, step));
}

/** Every step's draft of an owner. */
export function clearDrafts(ownerId: string): void {
  const storage = draftStorage();
  if (!storage) return;
  const mine = draftKey(ownerId, '');
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(mine)) storage.removeItem(key);
}
