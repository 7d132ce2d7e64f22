// An activity entry links to its screen only for a role that may open it (issue 25).
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission, type Role } from '@kirana/domain/team';
import { activityLink, paths } from './paths';

const as = (role: Role) => (permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
const entry = (entity: string, over: Partial<Parameters<typeof activityLink>[0]> = {}) => ({
  entity,
  entityId: 'e1',
  branchId: 'b1',
  categoryId: 'c1',
  ...over,
});

describe('activityLink for each role', () => {
  it('links a store for every role, a product only for a role with the inventory', () => {
    expect(activityLink(entry('branch'), as('Support'))).toBe(paths.branch('e1'));
    expect(activityLink(entry('product'), as('Catalogue'))).toBe(paths.products('b1', 'c1'));
    expect(activityLink(entry('product'), as('Support'))).toBeNull();
    expect(activityLink(entry('category', { entityId: null }), as('Support'))).toBeNull();
    expect(activityLink(entry('category', { entityId: null }), as('Owner'))).toBe(
      paths.inventory('b1'),
    );
  });

  it('links a conversation for Support, an affiliate product not', () => {
    expect(activityLink(entry('conversation'), as('Support'))).toBe(paths.conversation('e1'));
    expect(activityLink(entry('canned-reply'), as('Support'))).toBeNull();
    expect(activityLink(entry('canned-reply'), as('Owner'))).toBe(paths.cannedReplies);
    // The contact messages before the inbox's conversations have no screen of their own.
    expect(activityLink(entry('contact-message'), as('Support'))).toBeNull();
    expect(activityLink(entry('affiliate-product'), as('Support'))).toBeNull();
    expect(activityLink(entry('affiliate-product'), as('Owner'))).toBe(paths.affiliatesDashboard);
  });

  it('links a teammate and an invite to the team for the Owner only', () => {
    expect(activityLink(entry('admin'), as('Owner'))).toBe(paths.team);
    expect(activityLink(entry('admin-invite'), as('Owner'))).toBe(paths.team);
    expect(activityLink(entry('admin'), as('Support'))).toBeNull();
  });
});
