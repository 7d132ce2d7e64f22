// The team's roles: four fixed sets of permissions (issue 25). Each secured operation of
// openapi/openapi.yaml names the permission it needs (`x-permission`); the API checks it and
// the admin app hides what a role cannot use. Defined once here, read by both.
import { defineMessage } from './catalogue.js';

/** Every permission an admin operation can name. */
export const PERMISSIONS = [
  /** One's own session and profile: every role. */
  'account',
  /** The dashboard's numbers and queues: every role. */
  'dashboard.view',
  /** Find and open stores, read their details and hours (not their documents). */
  'stores.view',
  /** Decide on stores: approve, reject, suspend, reinstate, reopen, edit the registration and hours. */
  'stores.review',
  /** Registration and application documents: see, upload and review them. */
  'documents.review',
  /** Who opened which document, and when (the document views of the audit log): the Owner only. */
  'documents.views',
  /** Delivery-partner applications (without their documents). */
  'partners.view',
  /** Decide on delivery-partner applications. */
  'partners.review',
  /** The contact inbox. */
  'inbox.manage',
  /** The activity log. */
  'activity.view',
  /** A store's inventory, its CSV upload and export, and the default catalogue. */
  'inventory.manage',
  /** Affiliate products. */
  'affiliates.manage',
  /** Retry a notification that failed. */
  'notifications.retry',
  /** The team: its members and their roles. */
  'team.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The four roles, by their English names (what the admin shows and the database stores). */
export const ROLES = ['Owner', 'Reviewer', 'Catalogue', 'Support'] as const;
export type Role = (typeof ROLES)[number];

const EVERY_ROLE: readonly Permission[] = ['account', 'dashboard.view'];

/** What each role may do. The Owner may do everything. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  Owner: PERMISSIONS,
  Reviewer: [
    ...EVERY_ROLE,
    'stores.view',
    'stores.review',
    'documents.review',
    'partners.view',
    'partners.review',
    'inbox.manage',
    'notifications.retry',
  ],
  Catalogue: [...EVERY_ROLE, 'stores.view', 'inventory.manage', 'affiliates.manage'],
  Support: [
    ...EVERY_ROLE,
    'stores.view',
    'partners.view',
    'inbox.manage',
    'activity.view',
    'notifications.retry',
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The permissions of a role; an unknown role has none. */
export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function roleHas(role: string, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** The 403 of an operation the admin's role does not include. */
export const PERMISSION_MISSING = defineMessage(
  'team.permissionMissing',
  'You do not have access to this: your role ({role}) does not include the {permission} permission.',
);
