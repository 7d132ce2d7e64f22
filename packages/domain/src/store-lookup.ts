// The admin's store lookup ("open a store by its Branch ID") and the body of
// POST /api/admin/auth/login-as-branch. Apart from ./store-rules.ts and built with zod/mini, so
// that the dashboard, where the lookup sits, carries no more of zod than this one field needs.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import * as z from 'zod/mini';
import { MAX_ID_LENGTH } from './common.js';
import { BRANCH_ID_REQUIRED, BRANCH_ID_TOO_LONG } from './stores.js';
import { type ValidationResult, requiredText, toResult } from './validation.js';

export const branchLookupSchema = z.object({
  branchId: requiredText(BRANCH_ID_REQUIRED, MAX_ID_LENGTH, BRANCH_ID_TOO_LONG),
});
export type BranchLookup = z.infer<typeof branchLookupSchema>;

export function validateBranchLookup(values: {
  branchId: string;
}): ValidationResult<BranchLookup, 'branchId'> {
  return toResult(branchLookupSchema.safeParse(values));
}
