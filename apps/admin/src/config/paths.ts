// Every route of the app: the patterns the router matches and the builders links use, plus the
// navigation state each screen accepts. Features link to each other only through these.

import type { Branch } from '@kirana/api-client/types';
import type { Permission } from '@kirana/domain/team';

const enc = encodeURIComponent;

export const routes = {
  root: '/',
  admin: '/admin',
  login: '/admin/login',
  /** The second step of a sign-in: a code of the authenticator app or a recovery code. */
  loginCode: '/admin/login/code',
  /** Setting up an authenticator app at sign-in, then the recovery codes. */
  loginEnrol: '/admin/login/enrol',
  /** An invitee's acceptance page; the token in the fragment (#<token>). */
  acceptInvite: '/admin/invite',
  dashboard: '/admin/dashboard',
  manageBranch: '/admin/manage-branch',
  inventory: '/admin/manage-branch/:branchId/inventory',
  products: '/admin/manage-branch/:branchId/inventory/:categoryId',
  storeProducts: '/admin/manage-branch/:branchId/products',
  inbox: '/admin/inbox',
  /** The Owner's canned replies (issue 41); before the conversation's pattern. */
  cannedReplies: '/admin/inbox/canned-replies',
  conversation: '/admin/inbox/:conversationId',
  /** Owners' erasure requests and grievances (issue 40). */
  requests: '/admin/requests',
  request: '/admin/requests/:requestId',
  activity: '/admin/activity',
  team: '/admin/team',
  account: '/admin/account',
  deliveryPartners: '/admin/delivery-partners',
  deliveryPartner: '/admin/delivery-partners/:applicationId',
  createAffiliateProduct: '/create-affiliate-product',
} as const;

/** Search parameter names kept in the URL so a reload shows the same screen. */
export const searchParams = {
  /** /admin/dashboard: which view ("affiliates" or "inactive-affiliates"). */
  view: 'view',
  /** /admin/manage-branch: the open branch. */
  branchId: 'branchId',
  /** /admin/manage-branch (list): filters and page. */
  status: 'status',
  query: 'q',
  page: 'page',
  /** Inventory screens: the open tab ("default" or "custom"). */
  tab: 'tab',
  /** Product lists (a category's, a search of the store): the order. */
  sort: 'sort',
  /** Products screen: whether the category is custom, and its default category. */
  custom: 'custom',
  defaultCategoryId: 'defaultCategoryId',
  /** Affiliate wizard: the step ("details" for step 2). */
  step: 'step',
  /** Inbox filters (with status and q above): `me` or `none`, and `overdue` or `today`. */
  assignee: 'assignee',
  due: 'due',
  /** Delivery-partner queue filter (with status and q above). */
  vehicle: 'vehicle',
  /** Requests queue filter (with status above). */
  kind: 'kind',
  /** Activity filters. */
  adminId: 'adminId',
  action: 'action',
  entity: 'entity',
  from: 'from',
  to: 'to',
} as const;

export const dashboardViews = {
  main: 'main',
  affiliates: 'affiliates',
  inactiveAffiliates: 'inactive-affiliates',
} as const;
export type DashboardView = (typeof dashboardViews)[keyof typeof dashboardViews];

/** Navigation state value that opens the dashboard on the affiliate products view. */
export const AFFILIATES_DASHBOARD_VIEW = 'affiliatesDashboard';

/** Navigation state that opens the dashboard on the affiliate products view. */
export interface DashboardNavigationState {
  view?: typeof AFFILIATES_DASHBOARD_VIEW;
}

/**
 * Navigation state of the second step and the enrolment: the login's challenge and the
 * remember-me it asked for. Without it those screens send the admin back to the login.
 */
export interface SecondStepNavigationState {
  secondStep?: {
    secondStep: 'code' | 'enrol';
    challengeToken: string;
    expiresAt: string;
    rememberMe: boolean;
  };
}

/** Navigation state of /admin/manage-branch: the branch to show (from the lookup). */
export interface BranchNavigationState {
  branch?: Branch;
}

/** Navigation state of the products screen. */
export interface ProductsNavigationState {
  isCustom?: boolean;
  defaultCategoryId?: string | null;
}

/** Navigation state of the affiliate wizard's step 2: the uploaded image. */
export interface AffiliateWizardNavigationState {
  upload?: { imageUrl: string };
}

export const paths = {
  login: routes.login,
  loginCode: routes.loginCode,
  loginEnrol: routes.loginEnrol,
  dashboard: routes.dashboard,
  affiliatesDashboard: `${routes.dashboard}?${searchParams.view}=${dashboardViews.affiliates}`,
  branches: routes.manageBranch,
  branch: (branchId: string) => `${routes.manageBranch}?${searchParams.branchId}=${enc(branchId)}`,
  inventory: (branchId: string) => `${routes.manageBranch}/${enc(branchId)}/inventory`,
  products: (branchId: string, categoryId: string, state: ProductsNavigationState = {}) => {
    const query = new URLSearchParams();
    if (state.isCustom) query.set(searchParams.custom, 'true');
    if (state.defaultCategoryId) query.set(searchParams.defaultCategoryId, state.defaultCategoryId);
    const search = query.toString();
    return `${routes.manageBranch}/${enc(branchId)}/inventory/${enc(categoryId)}${search ? `?${search}` : ''}`;
  },
  /** A search of every product of the store. */
  storeProducts: (branchId: string, query = '') =>
    `${routes.manageBranch}/${enc(branchId)}/products${query ? `?${searchParams.query}=${enc(query)}` : ''}`,
  createAffiliateProduct: routes.createAffiliateProduct,
  inbox: routes.inbox,
  /** The inbox's open conversations (the dashboard's queue when nothing is due). */
  openConversations: `${routes.inbox}?${searchParams.status}=open`,
  /** The inbox's conversations past their first-answer time (the dashboard's queue). */
  overdueConversations: `${routes.inbox}?${searchParams.due}=overdue`,
  /** The inbox's conversations due before midnight (the dashboard's queue). */
  dueTodayConversations: `${routes.inbox}?${searchParams.due}=today`,
  conversation: (conversationId: string) => `${routes.inbox}/${enc(conversationId)}`,
  cannedReplies: routes.cannedReplies,
  requests: routes.requests,
  request: (requestId: string) => `${routes.requests}/${enc(requestId)}`,
  activity: routes.activity,
  team: routes.team,
  /** My account: my password and my sessions. */
  account: routes.account,
  /** The store queue with its pending stores only (the dashboard's queue). */
  pendingBranches: `${routes.manageBranch}?${searchParams.status}=pending`,
  deliveryPartners: routes.deliveryPartners,
  deliveryPartner: (applicationId: string) => `${routes.deliveryPartners}/${enc(applicationId)}`,
  /** The delivery-partner queue with its pending applications only (the dashboard's queue). */
  pendingPartnerApplications: `${routes.deliveryPartners}?${searchParams.status}=pending`,
} as const;

/** What an activity entry is about, enough to link to it. */
export interface ActivitySubject {
  entity: string;
  entityId: string | null;
  branchId: string | null;
  categoryId: string | null;
}

/** What a role needs to open each entity's screen (packages/domain's permissions). */
export const ENTITY_PERMISSIONS: Readonly<Record<string, Permission>> = {
  branch: 'stores.view',
  category: 'inventory.manage',
  product: 'inventory.manage',
  'affiliate-product': 'affiliates.manage',
  conversation: 'inbox.manage',
  'canned-reply': 'inbox.cannedReplies',
  'delivery-partner-application': 'partners.view',
  'data-request': 'requests.view',
  admin: 'team.manage',
  'admin-invite': 'team.manage',
};

/**
 * Where an activity entry's entity lives in the app, or null when it has no screen or the
 * role may not open it (`may`, the admin's permissions).
 */
export function activityLink(
  entry: ActivitySubject,
  may: (permission: Permission) => boolean = () => true,
): string | null {
  const needs = entry.entityId ? ENTITY_PERMISSIONS[entry.entity] : 'inventory.manage';
  if (needs && !may(needs)) return null;
  const { entity, entityId, branchId, categoryId } = entry;
  if (!entityId) return branchId ? paths.inventory(branchId) : null;
  switch (entity) {
    case 'branch':
      return paths.branch(entityId);
    case 'category':
      return branchId ? paths.products(branchId, entityId) : null;
    case 'product':
      return branchId && categoryId ? paths.products(branchId, categoryId) : null;
    case 'affiliate-product':
      return paths.affiliatesDashboard;
    case 'conversation':
      return paths.conversation(entityId);
    case 'canned-reply':
      return paths.cannedReplies;
    case 'delivery-partner-application':
      return paths.deliveryPartner(entityId);
    case 'data-request':
      return paths.request(entityId);
    case 'admin':
    case 'admin-invite':
      return paths.team;
    default:
      return null;
  }
}
