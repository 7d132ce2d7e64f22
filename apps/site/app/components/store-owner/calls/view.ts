// What every call of an owner's registration answers: the owner and their registration.
import type { SuccessBody } from '@kirana/api-client/types';

/** The signed-in owner and their registration (null before they start one). */
export type OwnerView = SuccessBody<'getOwnerRegistration'>['data'];
export type Registration = NonNullable<OwnerView['registration']>;
export type RegistrationDocument = Registration['documents'][number];
