// Affiliate products and the two-step wizard that creates them: link and name rules, the
// create and edit bodies, the wizard's pauses, and the API's affiliate messages.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH, MAX_URL_LENGTH } from './common.js';
import { type ValidationResult, requiredText, toResult } from './validation.js';
import { z } from 'zod';

/** Pause after a successful upload before the wizard moves to step 2. */
export const UPLOAD_SUCCESS_DELAY_MS = 1000;
/** Pause after an affiliate product is created before redirecting to the dashboard. */
export const AFFILIATE_CREATED_REDIRECT_DELAY_MS = 2000;
export const DEFAULT_IS_ACTIVE = true;

const AFFILIATE_NAME_REQUIRED = defineMessage(
  'affiliates.nameRequired',
  'Please enter a product name.',
);
const AFFILIATE_NAME_TOO_LONG = defineMessage(
  'affiliates.nameTooLong',
  'Product name must be at most {max} characters.',
  { max: MAX_NAME_LENGTH },
);
const AFFILIATE_LINK_REQUIRED = defineMessage(
  'affiliates.linkRequired',
  'Please enter the affiliate link.',
);
const AFFILIATE_LINK_INVALID = defineMessage(
  'affiliates.linkInvalid',
  'Please enter a valid link starting with http:// or https://.',
);
const AFFILIATE_LINK_TOO_LONG = defineMessage(
  'affiliates.linkTooLong',
  'The link must be at most {max} characters.',
  { max: MAX_URL_LENGTH },
);
const IMAGE_URL_REQUIRED = defineMessage(
  'affiliates.imageUrlRequired',
  'Please upload a product image first.',
);
const IMAGE_URL_INVALID = defineMessage(
  'affiliates.imageUrlInvalid',
  'The image address must be an http:// or https:// URL.',
);
const ACTIVE_FLAG_INVALID = defineMessage(
  'affiliates.activeInvalid',
  'Active must be true or false.',
);
export const AFFILIATE_PRODUCT_NOT_FOUND = defineMessage(
  'affiliates.productNotFound',
  'Affiliate product not found.',
);
export const AFFILIATE_PRODUCT_DEACTIVATED = 'Product deactivated.';
export const AFFILIATE_PRODUCT_CREATED = 'Affiliate product created.';

const affiliateNameSchema = requiredText(
  AFFILIATE_NAME_REQUIRED,
  MAX_NAME_LENGTH,
  AFFILIATE_NAME_TOO_LONG,
);

/** An affiliate link: required, an http or https URL with a real domain name. */
const affiliateLinkSchema = z
  .string(AFFILIATE_LINK_REQUIRED.rule)
  .trim()
  .min(1, AFFILIATE_LINK_REQUIRED.rule)
  .max(MAX_URL_LENGTH, AFFILIATE_LINK_TOO_LONG.rule)
  .pipe(z.httpUrl(AFFILIATE_LINK_INVALID.rule));

/** The uploaded image's address: an http or https URL (the API also checks that it issued it). */
const imageUrlSchema = z
  .string(IMAGE_URL_REQUIRED.rule)
  .trim()
  .min(1, IMAGE_URL_REQUIRED.rule)
  .max(MAX_URL_LENGTH, IMAGE_URL_INVALID.rule)
  .pipe(z.url({ protocol: /^https?$/, error: IMAGE_URL_INVALID.rule }));

/** POST /api/affiliate/products body; isActive defaults to true. */
export const affiliateCreateBodySchema = z.object({
  name: affiliateNameSchema,
  imageUrl: imageUrlSchema,
  affiliateLink: affiliateLinkSchema,
  isActive: z.boolean(ACTIVE_FLAG_INVALID.rule).default(DEFAULT_IS_ACTIVE),
});
type AffiliateCreateBody = z.infer<typeof affiliateCreateBodySchema>;

/** PATCH /api/affiliate/products/{productId} body; isActive may move the product between lists. */
export const affiliateEditBodySchema = z.object({
  name: affiliateNameSchema,
  affiliateLink: affiliateLinkSchema,
  isActive: z.boolean(ACTIVE_FLAG_INVALID.rule).optional(),
});
type AffiliateEditBody = z.infer<typeof affiliateEditBodySchema>;

interface AffiliateCreateFormValues {
  name: string;
  imageUrl: string;
  affiliateLink: string;
  isActive: boolean;
}

interface AffiliateEditFormValues {
  name: string;
  affiliateLink: string;
  isActive?: boolean;
}

export function validateAffiliateCreate(
  values: AffiliateCreateFormValues,
): ValidationResult<AffiliateCreateBody, keyof AffiliateCreateFormValues> {
  return toResult(affiliateCreateBodySchema.safeParse(values));
}

export function validateAffiliateEdit(
  values: AffiliateEditFormValues,
): ValidationResult<AffiliateEditBody, keyof AffiliateEditFormValues> {
  return toResult(affiliateEditBodySchema.safeParse(values));
}
