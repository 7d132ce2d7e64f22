// The activity log's copy: the names of the entity types in its filter, and the empty list.

import type { ActivityEntity } from '@kirana/domain/activity';

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  branch: 'Store',
  category: 'Category',
  product: 'Product',
  'affiliate-product': 'Affiliate product',
  'contact-message': 'Contact message',
  conversation: 'Conversation',
  'canned-reply': 'Canned reply',
  'delivery-partner-application': 'Delivery partner application',
  admin: 'Teammate',
  'admin-invite': 'Invite',
  'store-registration': 'Registration draft',
  notification: 'Notification',
  'data-request': 'Owner’s request',
  'store-owner': 'Store owner',
};

export const NO_ACTIVITY = 'Nothing matches these filters.';
