// Named types of the contract's schemas, for the apps. Every type comes from the generated file:
// to change a shape, change openapi/openapi.yaml and run `pnpm generate`.

import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };

type Schemas = components['schemas'];

// Entities
export type Admin = Schemas['Admin'];
export type Branch = Schemas['Branch'];
/** A started admin session: the admin, the bearer token and when it expires. */
export type AdminSession = Schemas['AdminSession'];
/** A right password whose second step is still due: its challenge. */
export type SecondStepDue = Schemas['AdminSecondStepDueResponse']['data'];
export type SecondStepRequest = Schemas['AdminSecondStepRequest'];
/** A new authenticator secret: as text, as otpauth:// URI and as its QR code (SVG). */
export type TotpSecret = Schemas['TotpSecret'];
export type BranchStatus = Schemas['BranchStatus'];
export type Address = Schemas['Address'];
export type PublicStore = Schemas['PublicStore'];
export type PublicStoreList = Schemas['PublicStoreListResponse']['data'];
export type OpenState = Schemas['OpenState'];
export type StoreHours = Schemas['StoreHours'];
export type StoreHoursRequest = Schemas['StoreHoursRequest'];
export type AffiliateProduct = Schemas['AffiliateProduct'];
export type UploadTicket = Schemas['UploadTicket'];
export type UploadResult = Schemas['UploadResult'];
export type Category = Schemas['Category'];
export type DefaultCategory = Schemas['DefaultCategory'];
export type Product = Schemas['Product'];
export type DefaultProduct = Schemas['DefaultProduct'];
export type BranchProduct = Schemas['BranchProduct'];
export type CatalogueUpload = Schemas['CatalogueUpload'];
export type CatalogueUploadRow = Schemas['CatalogueUploadRow'];
export type CatalogueUploadError = Schemas['CatalogueUploadError'];
export type Unit = Schemas['Unit'];
export type MediaKey = Schemas['MediaKey'];
export type ErrorCode = Schemas['ErrorCode'];
export type Owner = Schemas['Owner'];
export type OwnerLanguage = Schemas['OwnerLanguage'];
export type OwnerRegistration = Schemas['OwnerRegistration'];
export type RegistrationState = Schemas['RegistrationState'];
export type StoreDocumentKind = Schemas['StoreDocumentKind'];

// Request bodies
export type AdminLoginRequest = Schemas['AdminLoginRequest'];
export type LoginAsBranchRequest = Schemas['LoginAsBranchRequest'];
export type SetBranchStatusRequest = Schemas['SetBranchStatusRequest'];
export type CreateAffiliateProductRequest = Schemas['CreateAffiliateProductRequest'];
export type UpdateAffiliateProductRequest = Schemas['UpdateAffiliateProductRequest'];
export type CreateCustomCategoryForm = Schemas['CreateCustomCategoryForm'];
export type CreateCustomProductForm = Schemas['CreateCustomProductForm'];
export type UpdateProductRequest = Schemas['UpdateProductRequest'];
export type CategoryIdsRequest = Schemas['CategoryIdsRequest'];
export type ProductIdsRequest = Schemas['ProductIdsRequest'];
export type CreateContactMessageRequest = Schemas['CreateContactMessageRequest'];
export type OwnerRegistrationSection = Schemas['OwnerRegistrationSection'];

// Query parameters
type BranchProductsQuery = NonNullable<operations['listBranchProducts']['parameters']['query']>;
/** A store's imported (from the default catalogue) or custom categories and products. */
export type ItemKind = NonNullable<BranchProductsQuery['kind']>;
/** The orders of a store's product lists. */
export type ProductSort = NonNullable<BranchProductsQuery['sort']>;

// The error body of every non-2xx answer
export type ErrorBody = Schemas['Error'];

/** The 200 (or 201) JSON body of an operation, by operationId: `SuccessBody<'listBranches'>`. */
export type SuccessBody<Op extends keyof operations> = operations[Op]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never;
export type TeamMember = Schemas['TeamMember'];
export type Invite = Schemas['Invite'];
