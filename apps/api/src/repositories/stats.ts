import type { Queryable } from '../db/adapter.js';

/** The app's orders and customers, counted on the dashboard (the tables' check constraints). */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;

export function statsRepository(db: Queryable) {
  const count = async (sql: string, tx: Queryable) =>
    (await tx.query<{ n: number }>(sql))[0]?.n ?? 0;
  return {
    deliveredOrders: (tx: Queryable = db) =>
      count("select count(*)::int as n from orders where status = 'delivered'", tx),
    activeCustomers: (tx: Queryable = db) =>
      count("select count(*)::int as n from customers where status = 'active'", tx),
    activeBranches: (tx: Queryable = db) =>
      count("select count(*)::int as n from branches where status = 'approved'", tx),
  };
}
