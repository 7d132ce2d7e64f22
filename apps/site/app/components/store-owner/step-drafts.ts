// What an owner has typed on a registration step and not saved yet, kept on the device
// (localStorage, by owner and step) as they type, so a reload or a phone that kills the tab loses
// nothing (issue 39); it is cleared when the step is saved, the registration is sent, or the owner
// signs out. Only the fields that differ from the saved registration are kept, and never the
// government ID's number (docs/decisions.md). No React.
import { isOwnerLanguage } from '@kirana/domain/owner-sign-in';
import { clearDraft, draftKey, draftStorage } from './draft-storage';
import type { FormValues, SectionStep } from './registration-form';

export { clearDraft, clearDrafts } from './draft-storage';

export const DRAFT_STEPS: readonly SectionStep[] = ['shop', 'owner', 'licences'];

type DraftField = Exclude<keyof FormValues, 'governmentIdNumber'>;

/**
 * The fields each step keeps on the device: its own (./registration-form.ts's STEP_FIELDS, a test
 * ties them), but for the government ID's number, which is never written to the device.
 */
export const DRAFT_FIELDS: Record<SectionStep, readonly DraftField[]> = {
  shop: ['shopName', 'street', 'city', 'pincode', 'pin'],
  owner: ['ownerName', 'ownerEmail', 'language'],
  licences: ['fssaiNumber', 'gstin', 'governmentIdType'],
};

function isPin(value: unknown): value is FormValues['pin'] {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return Number.isFinite(latitude) && Number.isFinite(longitude);
}

/** Whether a stored value can stand for a field (anything else is dropped). */
function fits(field: DraftField, value: unknown): boolean {
  if (field === 'pin') return isPin(value);
  if (field === 'language') return isOwnerLanguage(value);
  return typeof value === 'string';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the step's fields that differ from what is saved (none: the draft goes). */
export function saveDraft(
  ownerId: string,
  step: SectionStep,
  values: FormValues,
  saved: FormValues,
): void {
  const changed = Object.fromEntries(
    DRAFT_FIELDS[step]
      .filter((field) => !same(values[field], saved[field]))
      .map((field) => [field, values[field]]),
  );
  try {
    if (Object.keys(changed).length === 0) draftStorage()?.removeItem(draftKey(ownerId, step));
    else draftStorage()?.setItem(draftKey(ownerId, step), JSON.stringify(changed));
  } catch {
    // Full storage: the fields stay on the page as typed.
  }
}

/** The kept fields of every step, and the steps that had some. */
export function readDrafts(ownerId: string): { values: Partial<FormValues>; steps: SectionStep[] } {
  const values: Partial<FormValues> = {};
  const steps: SectionStep[] = [];
  for (const step of DRAFT_STEPS) {
    const raw = draftStorage()?.getItem(draftKey(ownerId, step));
    if (!raw) continue;
    let kept = 0;
    try {
      const stored = JSON.parse(raw) as unknown;
      if (typeof stored === 'object' && stored !== null)
        for (const field of DRAFT_FIELDS[step]) {
          const value = (stored as Record<string, unknown>)[field];
          if (value !== undefined && fits(field, value)) {
            Object.assign(values, { [field]: value });
            kept += 1;
          }
        }
    } catch {
      // A malformed entry counts as none.
    }
    if (kept > 0) steps.push(step);
    else clearDraft(ownerId, step);
  }
  return { values, steps };
}
