// The domain's rule for each JSON body: applied when the route validates its body, after or
// instead of the contract's schema, so a rule answers the same words by JSON or by form, and
// handlers receive the rule's output (trimmed text, defaults filled in).
import type { z } from 'zod';
import { affiliateCreateBodySchema, affiliateEditBodySchema } from '@kirana/domain/affiliates';
import {
  categoryIdsBodySchema,
  importCategoriesBodySchema,
  importProductsBodySchema,
  productFieldsSchema,
  productIdsBodySchema,
} from '@kirana/domain/inventory';
import { contactFormSchema } from '@kirana/domain/contact-form';
import {
  loginAsBranchBodySchema,
  decisionBodySchema,
  documentReviewBodySchema,
  registrationBodySchema,
  setBranchStatusBodySchema,
} from '@kirana/domain/store-rules';
import { loginBodySchema } from '@kirana/domain/login-rules';
import { changePasswordBodySchema } from '@kirana/domain/password-rules';
import {
  acceptInviteBodySchema,
  inviteBodySchema,
  roleChangeBodySchema,
} from '@kirana/domain/team-rules';
import {
  completeSignInBodySchema,
  initiateSignInBodySchema,
  registrationPatchSchema,
} from '@kirana/domain/store-owner-rules';
import { storeHoursBodySchema } from '@kirana/domain/store-hours-rules';
import {
  approveApplicationBodySchema,
  rejectApplicationBodySchema,
} from '@kirana/domain/delivery-partner-rules';

export const BODY_RULES = {
  adminLogin: loginBodySchema,
  changeMyPassword: changePasswordBodySchema,
  loginAsBranch: loginAsBranchBodySchema,
  approveBranch: decisionBodySchema('approve'),
  rejectBranch: decisionBodySchema('reject'),
  suspendBranch: decisionBodySchema('suspend'),
  reinstateBranch: decisionBodySchema('reinstate'),
  reopenBranch: decisionBodySchema('reopen'),
  setBranchStatus: setBranchStatusBodySchema,
  updateBranchRegistration: registrationBodySchema,
  reviewBranchDocument: documentReviewBodySchema,
  approvePartnerApplication: approveApplicationBodySchema,
  rejectPartnerApplication: rejectApplicationBodySchema,
  reviewApplicationDocument: documentReviewBodySchema,
  createAffiliateProduct: affiliateCreateBodySchema,
  updateAffiliateProduct: affiliateEditBodySchema,
  importDefaultCategories: importCategoriesBodySchema,
  importDefaultProducts: importProductsBodySchema,
  removeImportedCategories: categoryIdsBodySchema,
  deleteCustomCategories: categoryIdsBodySchema,
  updateProduct: productFieldsSchema,
  removeImportedProducts: productIdsBodySchema,
  deleteCustomProducts: productIdsBodySchema,
  createContactMessage: contactFormSchema,
  initiateOwnerSignIn: initiateSignInBodySchema,
  completeOwnerSignIn: completeSignInBodySchema,
  saveOwnerRegistration: registrationPatchSchema,
  setBranchHours: storeHoursBodySchema,
  setOwnerStoreHours: storeHoursBodySchema,
  createInvite: inviteBodySchema,
  changeAdminRole: roleChangeBodySchema,
  acceptInvite: acceptInviteBodySchema,
} as const;

export type BodyRules = typeof BODY_RULES;

/** What a handler receives as the body of an operation with a rule. */
export type RuledBody<K extends keyof BodyRules> = z.output<BodyRules[K]>;
