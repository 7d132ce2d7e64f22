// A moment as the stories and tests of the components that show dates write it: the ISO text's
// date and time ("2026-11-21 09:30", UTC), the same on every machine. The apps pass their own.
export const sampleDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
