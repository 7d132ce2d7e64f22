export const UNITS = ['kg', 'g', 'L', 'ml', 'pc'] as const;
export type Unit = (typeof UNITS)[number];
