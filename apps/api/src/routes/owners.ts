// Store owners: the phone sign-in (the seed's two paths) and the owner's own registration, each
// a thin handler over services/owner-sign-in.ts and services/owner-registration.ts. Every call
// but the sign-in needs the owner's token, and reaches only the owner's own registration.
import {
  OWNER_CODE_SENT,
  OWNER_SIGNED_IN,
  OWNER_SIGNED_OUT,
  REGISTRATION_SAVED,
  REGISTRATION_SUBMITTED,
} from '@kirana/domain/store-owners';
import { DOCUMENT_ERASED, DOCUMENT_NOT_FOUND, DOCUMENT_REQUIRED } from '@kirana/domain/stores';
import { invalidFieldMessage } from '@kirana/domain/common';
import { CONSENT_RECORDED } from '@kirana/domain/privacy-notice';
import { currentOwner } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { badRequest, notFound } from '../errors.js';
import {
  ownDocumentKey,
  ownerView,
  putRegistrationDocument,
  recordConsent,
  registrationView,
  saveRegistration,
  startRegistration,
  submitRegistration,
} from '../services/owner-registration.js';
import { TooManyCodes, completeSignIn, sendCode, signOut } from '../services/owner-sign-in.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import type { Deps } from './deps.js';
import { openStored, sendDocument } from './document-reply.js';
import { DOCUMENT_LIMIT, readForm } from './multipart.js';

type OwnerHandlers = Pick<
  Handlers,
  | 'initiateOwnerSignIn'
  | 'completeOwnerSignIn'
  | 'ownerSignOut'
  | 'getOwnerRegistration'
  | 'startOwnerRegistration'
  | 'saveOwnerRegistration'
  | 'uploadOwnerRegistrationDocument'
  | 'openOwnerRegistrationDocument'
  | 'submitOwnerRegistration'
  | 'recordOwnerConsent'
>;

export function ownerHandlers(deps: Deps): OwnerHandlers {
  const signIn = { db: deps.db, repos: deps.repos, limiter: deps.limiter, config: deps.config };
  const registration = {
    db: deps.db,
    audited: deps.services.audited,
    repos: deps.repos,
    documents: deps.documents,
    config: deps.config,
  };

  /** The owner and their registration now, with `message`. */
  async function answer(owner: OwnerRow, message?: string) {
    return {
      status: 'success' as const,
      ...(message ? { message } : {}),
      data: { owner: ownerView(owner), registration: await registrationView(registration, owner) },
    };
  }

  return {
    async initiateOwnerSignIn(request, reply) {
      try {
        const sent = await sendCode(signIn, request.body, request.ip);
        reply.code(202);
        return {
          status: 'success' as const,
          message: OWNER_CODE_SENT,
          data: { requestId: sent.requestId, expiresAt: sent.expiresAt.toISOString() },
        };
      } catch (error) {
        if (error instanceof TooManyCodes) reply.header('Retry-After', String(error.retryAfter));
        throw error;
      }
    },

    async completeOwnerSignIn(request) {
      const signedIn = await completeSignIn(signIn, request.body);
      return {
        status: 'success',
        message: OWNER_SIGNED_IN,
        data: {
          owner: ownerView(signedIn.owner),
          accessToken: signedIn.accessToken,
          expiresAt: signedIn.expiresAt.toISOString(),
        },
      };
    },

    async ownerSignOut(request) {
      currentOwner(request);
      if (request.sessionId) await signOut(signIn, request.sessionId);
      return { status: 'success', message: OWNER_SIGNED_OUT };
    },

    async getOwnerRegistration(request) {
      return answer(currentOwner(request));
    },

    async startOwnerRegistration(request, reply) {
      const owner = currentOwner(request);
      await startRegistration(registration, owner);
      reply.code(201);
      return answer(owner);
    },

    async saveOwnerRegistration(request) {
      const owner = currentOwner(request);
      await saveRegistration(registration, owner, request.body);
      return answer(
        request.body.language ? { ...owner, language: request.body.language } : owner,
        REGISTRATION_SAVED,
      );
    },

    async uploadOwnerRegistrationDocument(request) {
      const owner = currentOwner(request);
      const form = await readForm(request, 'file', DOCUMENT_LIMIT);
      if (!form.file) throw badRequest(invalidFieldMessage('file', DOCUMENT_REQUIRED));
      await putRegistrationDocument(
        registration,
        owner,
        request.params.kind,
        { bytes: form.file, type: form.fileType },
        request.log,
      );
      return answer(owner, REGISTRATION_SAVED);
    },

    async openOwnerRegistrationDocument(request, reply) {
      const owner = currentOwner(request);
      const { kind } = request.params;
      const document = await ownDocumentKey(deps.repos, owner, kind);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      if (document.storageKey === null) throw notFound(DOCUMENT_ERASED);
      const object = await openStored(deps.documents, document.storageKey, request.log);
      if (!object) throw notFound(DOCUMENT_NOT_FOUND);
      return sendDocument(reply, object, document.storageKey, kind);
    },

    async submitOwnerRegistration(request) {
      const owner = currentOwner(request);
      await submitRegistration(registration, owner);
      return answer(owner, REGISTRATION_SUBMITTED);
    },

    async recordOwnerConsent(request) {
      const owner = currentOwner(request);
      await recordConsent(registration, owner, request.body);
      return answer(owner, CONSENT_RECORDED);
    },
  };
}
