// The translated features keep the English item's icon, item by item (one helper for every
// language's features and values).
import type { Feature } from './features';

/** The words of a Feature; its icon is not text and comes from the English item. */
export type FeatureText = Pick<Feature, 'title' | 'text'>;

/** The English features with each item's translated title and text, icons unchanged. */
export function withEnglishIcons(
  english: readonly Feature[],
  text: readonly FeatureText[],
): readonly Feature[] {
  if (text.length !== english.length) {
    throw new Error('A translated feature list must match the English one item by item');
  }
  return english.map((feature, index) => ({ ...feature, ...text[index] }));
}
