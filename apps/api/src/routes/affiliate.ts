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
import type { Handlers } from '../contract/types.js';
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

    async updateAffiliateProduct(request) {
      const admin = currentAdmin(request);
      const body = request.body;
      const product = await services.audited(
        admin,
        async (tx) => {
          const updated = await repos.affiliate.update(request.params.productId, body, tx);
          if (!updated) throw notFound(AFFILIATE_PRODUCT_NOT_FOUND);
          return updated;
        },
        (updated) => ({
          action: 'edit',
          entity: 'affiliate-product',
          entityId: updated.id,
          details: { ...body },
        }),
      );
      return {
        status: 'success',
        message: PRODUCT_UPDATED,
        data: { affiliateProduct: present.affiliateProduct(product) },
      };
    },

    async deactivateAffiliateProduct(request) {
      const admin = currentAdmin(request);
      const product = await services.audited(
        admin,
        async (tx) => {
          const deactivated = await repos.affiliate.deactivate(request.params.productId, tx);
          if (!deactivated) throw notFound(AFFILIATE_PRODUCT_NOT_FOUND);
          return deactivated;
        },
        (deactivated) => ({
          action: 'deactivate',
          entity: 'affiliate-product',
          entityId: deactivated.id,
        }),
      );
      return {
        status: 'success',
        message: AFFILIATE_PRODUCT_DEACTIVATED,
        data: { affiliateProduct: present.affiliateProduct(product) },
      };
    },
  };
}
