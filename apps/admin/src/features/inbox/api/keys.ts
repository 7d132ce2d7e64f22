// One key scheme for the inbox calls, so marking a message refreshes the lists and the message.
import type { components } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

type Schemas = components['schemas'];

export interface InboxFilters {
  subject?: Schemas['ContactSubject'];
  status?: Schemas['ContactMessageStatus'];
  q?: string;
}

/** Query keys of the inbox: its pages per filter and each message. */
export const inboxKeys = resourceKeys<InboxFilters>('inbox');
