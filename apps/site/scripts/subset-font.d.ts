// Types of the subset-font package (it ships none), as the site's font step and its tests use it.
declare module 'subset-font' {
  export interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
    keepFeatures?: string[];
    preserveNameIds?: number[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
