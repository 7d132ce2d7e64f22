// The team's roles: four fixed sets of permissions (issue 25). Each secured operation of
// openapi/openapi.yaml names the permission it needs (`x-permission`); the API checks it and
// the admin app hides what a role cannot use. Beside them, which of other people's personal
// data each role reads (ROLE_FIELDS, issue 36). Defined once here, read by both.
import { defineMessage } from './catalogue.js';
import { indianMobileDigits } from './mobile.js';
import { maskedMobile } from './owner-sign-in.js';

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
  /** Cover an Aadhaar number on a stored document image (the original is destroyed). */
  'documents.mask',
  /** Erase a registration's data (documents and personal fields) when answering an erasure request. */
  'documents.erase',
  /** Delivery-partner applications (without their documents). */
  'partners.view',
  /** Decide on delivery-partner applications. */
  'partners.review',
  /** The inbox: read conversations (a Reviewer only those linked to a store or application). */
  'inbox.manage',
  /** Answer conversations: reply, add notes, assign, change their status. */
  'inbox.answer',
  /** Write the canned replies the team inserts in answers. */
  'inbox.cannedReplies',
  /** The activity log. */
  'activity.view',
  /** A store's inventory, its CSV upload and export, and the default catalogue. */
  'inventory.manage',
  /** Affiliate products. */
  'affiliates.manage',
  /** Retry a notification that failed. */
  'notifications.retry',
  /** The Requests queue: owners' erasure requests and grievances (issue 40). */
  'requests.view',
  /** Answer a request (the reply goes to the owner); erasing with it also needs documents.erase. */
  'requests.answer',
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
    'documents.mask',
    'documents.erase',
    'partners.view',
    'partners.review',
    'inbox.manage',
    'notifications.retry',
    'requests.view',
    'requests.answer',
  ],
  Catalogue: [...EVERY_ROLE, 'stores.view', 'inventory.manage', 'affiliates.manage'],
  Support: [
    ...EVERY_ROLE,
    'stores.view',
    'partners.view',
    'inbox.manage',
    'inbox.answer',
    'activity.view',
    'notifications.retry',
    'requests.view',
    'requests.answer',
  ],
};

/**
 * Each permission in plain words, as the Team screen tells what a role can do (issue 39): the
 * words of a role are read from its permissions, so they cannot drift from the table above.
 */
export const PERMISSION_WORDS: Readonly<Record<Permission, string>> = {
  account: 'manage their own account',
  'dashboard.view': 'see the dashboard',
  'stores.view': 'find and open stores',
  'stores.review': 'approve, reject, suspend and edit stores',
  'documents.review': 'see and review registration documents',
  'documents.views': 'see who opened which document',
  'documents.mask': 'cover Aadhaar numbers on documents',
  'documents.erase': 'erase a registration’s data on request',
  'partners.view': 'see delivery-partner applications',
  'partners.review': 'decide on delivery-partner applications',
  'inbox.manage': 'read the inbox',
  'inbox.answer': 'answer the inbox’s conversations',
  'inbox.cannedReplies': 'write the inbox’s canned replies',
  'activity.view': 'read the activity log',
  'inventory.manage': 'run stores’ inventory and the default catalogue',
  'affiliates.manage': 'manage affiliate products',
  'notifications.retry': 'send failed notifications again',
  'requests.view': 'see owners’ erasure requests and grievances',
  'requests.answer': 'answer owners’ requests',
  'team.manage': 'manage the team and its roles',
};

/**
 * What a role can do, in a sentence: the words of its permissions beyond those every role has
 * ("Find and open stores, …, and send failed notifications again.").
 */
export function roleDescription(role: Role): string {
  const words = ROLE_PERMISSIONS[role]
    .filter((permission) => !EVERY_ROLE.includes(permission))
    .map((permission) => PERMISSION_WORDS[permission]);
  const last = words.pop() ?? '';
  const sentence = words.length > 0 ? `${words.join(', ')} and ${last}` : last;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** What every role can do, beside each role's own description. */
export const EVERY_ROLE_DESCRIPTION = `Every role can ${[...EVERY_ROLE]
  .reverse()
  .map((permission) => PERMISSION_WORDS[permission])
  .join(' and ')}.`;

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

/**
 * The personal data of other people that admin answers carry (issue 36). A permission opens a
 * screen; this table says which of these fields a role reads on it, by the work the role does.
 * The API applies it in every presenter of an admin answer (apps/api/src/routes/present.ts);
 * a withheld field is left out of the answer, a phone is cut to its last four digits. A test
 * walks every admin answer for every role against it (routes/personal-fields.test.ts).
 */
export interface PersonalFieldsSeen {
  /** Mobile numbers: a store's, its owner's, an applicant's, a visitor's, a message's recipient's. */
  phone: 'full' | 'last4';
  /** E-mail addresses: an owner's, an applicant's, a teammate's invite in the activity log. */
  email: boolean;
  /** The e-mail a visitor wrote from (the inbox): the address the answer goes to. */
  contactEmail: boolean;
  fssaiNumber: boolean;
  gstin: boolean;
  /** The owner's government ID: its type and last four characters. */
  governmentId: boolean;
}
export type PersonalField = keyof PersonalFieldsSeen;

const SEES_ALL: PersonalFieldsSeen = {
  phone: 'full',
  email: true,
  contactEmail: true,
  fssaiNumber: true,
  gstin: true,
  governmentId: true,
};

/** What a role whose work needs none of it sees (and any role this table does not know). */
const SEES_LEAST: PersonalFieldsSeen = {
  phone: 'last4',
  email: false,
  contactEmail: false,
  fssaiNumber: false,
  gstin: false,
  governmentId: false,
};

/**
 * The Owner and Reviewers check registrations against their papers and call owners: all of it.
 * Catalogue runs a store's products: the last four digits to tell stores apart on a call.
 * Support answers the inbox (the visitor's own e-mail is where the answer goes) and finds a
 * store or an application by the number a caller gives (the search takes the full number), so
 * it confirms with the last four digits; it needs no owner's e-mail, licence or ID.
 */
export const ROLE_FIELDS: Readonly<Record<Role, Readonly<PersonalFieldsSeen>>> = {
  Owner: SEES_ALL,
  Reviewer: SEES_ALL,
  Catalogue: SEES_LEAST,
  Support: { ...SEES_LEAST, contactEmail: true },
};

/** What this role sees of other people's personal data; an unknown role the least. */
export function personalFieldsOf(role: string): Readonly<PersonalFieldsSeen> {
  return isRole(role) ? ROLE_FIELDS[role] : SEES_LEAST;
}

/**
 * A phone number cut to its last four digits: an Indian mobile as the owner's own screens show
 * it ("+91 ••••• •3210", `maskedMobile`), any other number as "••••••3210".
 */
export function maskedPhone(value: string): string {
  const mobile = indianMobileDigits(value);
  if (mobile) return maskedMobile(`+91${mobile}`);
  return `••••••${value.replace(/\D/g, '').slice(-4)}`;
}

/** The 403 of an operation the admin's role does not include. */
export const PERMISSION_MISSING = defineMessage(
  'team.permissionMissing',
  'You do not have access to this: your role ({role}) does not include the {permission} permission.',
);

/** An invite link works this long after it was sent (or sent again). */
export const INVITE_HOURS = 72;

/**
 * Whether an admin of `granter`'s role may give `role`: only a role whose every permission the
 * granter holds (nobody grants what they do not have).
 */
export function mayGrant(granter: string, role: Role): boolean {
  const held = permissionsOf(granter);
  return ROLE_PERMISSIONS[role].every((permission) => held.includes(permission));
}

export const ROLE_UNKNOWN = defineMessage('team.roleUnknown', 'Choose one of the roles: {roles}.', {
  roles: ROLES.join(', '),
});
export const ROLE_NOT_HELD = defineMessage(
  'team.roleNotHeld',
  'You cannot give the {role} role: your role does not hold all of its permissions.',
);
export const LAST_OWNER = defineMessage(
  'team.lastOwner',
  'The team must keep at least one active Owner: make another teammate an Owner first.',
);
export const NOT_YOURSELF = defineMessage(
  'team.notYourself',
  'You cannot deactivate yourself: ask another Owner.',
);
export const ADMIN_NOT_FOUND = defineMessage('team.adminNotFound', 'Teammate not found.');
export const ADMIN_ALREADY_DEACTIVATED = defineMessage(
  'team.alreadyDeactivated',
  'This teammate is already deactivated.',
);
export const ADMIN_NOT_DEACTIVATED = defineMessage(
  'team.notDeactivated',
  'This teammate is active: only a deactivated teammate can be reactivated.',
);
export const INVITE_EMAIL_IS_ADMIN = defineMessage(
  'team.inviteEmailIsAdmin',
  'This e-mail already belongs to an active teammate.',
);
export const INVITE_ALREADY_PENDING = defineMessage(
  'team.inviteAlreadyPending',
  'An invite to this e-mail is waiting: send it again or cancel it.',
);
export const INVITE_NOT_FOUND = defineMessage(
  'team.inviteNotFound',
  'Invite not found: it was accepted or cancelled.',
);
/** An unknown, used, cancelled or replaced link: one answer, which tells nothing more. */
export const INVITE_LINK_INVALID = defineMessage(
  'team.inviteLinkInvalid',
  'This invite link does not work: it was used, cancelled or replaced by a newer one. Ask the team’s Owner for a new invite.',
);
export const INVITE_LINK_EXPIRED = defineMessage(
  'team.inviteLinkExpired',
  'This invite link has expired ({hours} hours after it was sent). Ask the team’s Owner to send it again.',
  { hours: INVITE_HOURS },
);

export const INVITE_SENT = 'The invite is on its way.';
export const INVITE_RESENT = 'A new invite link is on its way; the earlier one no longer works.';
export const INVITE_CANCELLED = 'The invite is cancelled; its link no longer works.';
export const INVITE_ACCEPTED = 'Welcome to the team.';
export const ROLE_CHANGED = 'The role is changed.';
/** The Team screen's confirmation once a teammate's new role is saved. */
export const roleChangedTo = (name: string, role: Role) => `${name}’s role is now ${role}.`;
export const ADMIN_DEACTIVATED = 'The teammate is deactivated and signed out everywhere.';
export const ADMIN_REACTIVATED = 'The teammate is active again.';

/** An invite link's token in the API's path: the bounds the contract checks (ours are 43). */
export const INVITE_TOKEN_MIN_LENGTH = 20;
export const INVITE_TOKEN_MAX_LENGTH = 100;
