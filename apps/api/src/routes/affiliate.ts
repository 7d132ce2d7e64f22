// Affiliate products and the upload ticket for their image.
import { randomUUID } from 'node:crypto';
import {
  AFFILIATE_PRODUCT_CREATED,
  AFFILIATE_PRODUCT_DEACTIVATED,
  AFFILIATE_PRODUCT_NOT_FOUND,
} from '@kirana/domain/affiliates';
import {
  IMAGE_ALREADY_USED,
  IMAGE_NOT_UPLOADED,
  IMAGE_URL_NOT_ISSUED,
} from '@kirana/domain/uploads';
import { invalidFieldMessage } from '@kirana/domain/common';
import { PRODUCT_UPDATED } from '@kirana/domain/inventory';
import { currentAdmin } from '../auth/guard.js';
import { signUpload, UPLOAD_URL_TTL_SECONDS } from '../auth/signed-links.js';
import type { Handlers, RequestOf } from '../contract/types.js';
import type { Queryable } from '../db/adapter.js';
import type { AffiliateProductRow } from '../repositories/affiliate.js';
import type { AuditSays } from '../services/audited.js';
import { badRequest, notFound } from '../errors.js';
import { keyFromPublicUrl } from '../storage/storage.js';
import type { Deps } from './deps.js';
import { presenters } from './present.js';

type AffiliateHandlers = Pick<
  Handlers,
  | 'listAffiliateProducts'
  | 'createAffiliateProduct'
  | 'updateAffiliateProduct'
  | 'deactivateAffiliateProduct'
  | 'getAffiliateUploadUrl'
>;

export function affiliateHandlers({ repos, storage, config, services }: Deps): AffiliateHandlers {
  const present = presenters(storage);

  // An edit and a deactivation: one audited write of a product found by its id, else 404.
  async function changeProduct(
    request: RequestOf<'updateAffiliateProduct' | 'deactivateAffiliateProduct'>,
    write: (id: string, tx: Queryable) => Promise<AffiliateProductRow | null>,
    says: Pick<AuditSays, 'action' | 'details'>,
    message: string,
  ) {
    const product = await services.audited(
      currentAdmin(request),
      async (tx) => {
        const changed = await write(request.params.productId, tx);
        if (!changed) throw notFound(AFFILIATE_PRODUCT_NOT_FOUND);
        return changed;
      },
      (changed) => ({ ...says, entity: 'affiliate-product', entityId: changed.id }),
    );
    return {
      status: 'success' as const,
      message,
      data: { affiliateProduct: present.affiliateProduct(product) },
    };
  }

  return {
    async listAffiliateProducts() {
      const products = await repos.affiliate.list();
      return {
        status: 'success',
        data: { affiliateProducts: products.map(present.affiliateProduct) },
      };
    },

    async getAffiliateUploadUrl(request) {
      const admin = currentAdmin(request);
      const tempId = randomUUID();
      const key = `affiliate/${tempId}.jpg`;
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      await repos.uploads.create({
        id: tempId,
        key,
        adminId: admin.id,
        expiresAt: new Date(expires * 1000),
      });
      const signature = signUpload(config.authSecret, key, expires);
      return {
        status: 'success',
        data: {
          uploadUrl: `${config.publicUrl}/api/uploads/${key}?expires=${expires}&signature=${signature}`,
          key,
          imageUrl: storage.publicUrl(key),
          tempId,
        },
      };
    },

    async createAffiliateProduct(request, reply) {
      const admin = currentAdmin(request);
      const body = request.body;
      const key = keyFromPublicUrl(storage, body.imageUrl);
      if (!key?.startsWith('affiliate/')) throw badRequest(IMAGE_URL_NOT_ISSUED);
      const product = await services.audited(
        admin,
        async (tx) => {
          const use = await repos.uploads.use(key, tx);
          if (use === 'not-uploaded')
            throw badRequest(invalidFieldMessage('imageUrl', IMAGE_NOT_UPLOADED));
          if (use === 'already-used') throw badRequest(IMAGE_ALREADY_USED);
          return repos.affiliate.create(
            {
              name: body.name,
              imageKey: key,
              affiliateLink: body.affiliateLink,
              isActive: body.isActive,
              createdBy: admin.id,
            },
            tx,
          );
        },
        (created) => ({
          action: 'create',
          entity: 'affiliate-product',
          entityId: created.id,
          details: {
            name: created.name,
            affiliateLink: created.affiliateLink,
            isActive: created.isActive,
          },
        }),
      );
      reply.code(201);
      return {
        status: 'success',
        message: AFFILIATE_PRODUCT_CREATED,
        data: { affiliateProduct: present.affiliateProduct(product) },
      };
    },

    updateAffiliateProduct: (request) =>
      changeProduct(
        request,
        (id, tx) => repos.affiliate.update(id, request.body, tx),
        { action: 'edit', details: { ...request.body } },
        PRODUCT_UPDATED,
      ),

    deactivateAffiliateProduct: (request) =>
      changeProduct(
        request,
        (id, tx) => repos.affiliate.deactivate(id, tx),
        { action: 'deactivate' },
        AFFILIATE_PRODUCT_DEACTIVATED,
      ),
  };
}
