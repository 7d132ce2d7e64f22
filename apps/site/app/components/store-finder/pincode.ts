// What the store finder searches for: a blank pincode does nothing.

/** Store finder: the trimmed pincode to search for, or null when blank (then nothing happens). */
export function pincodeToSearch(input: string | null | undefined): string | null {
  const pincode = input?.trim() ?? '';
  return pincode === '' ? null : pincode;
}
