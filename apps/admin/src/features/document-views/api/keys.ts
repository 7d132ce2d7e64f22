// Query keys of who opened which document: the pages per filter.
import type { operations } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

export type DocumentViewsFilter = Omit<
  NonNullable<operations['listDocumentViews']['parameters']['query']>,
  'cursor' | 'limit'
>;

export const documentViewKeys = resourceKeys<DocumentViewsFilter>('document-views');
