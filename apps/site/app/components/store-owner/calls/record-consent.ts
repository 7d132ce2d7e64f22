// POST /api/store-owner/registration/consent (recordOwnerConsent): the owner agreed to the
// privacy notice in force, read in the page's language.
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';
import { unwrap } from '../../../lib/api';

export async function recordConsent(language: OwnerLanguage): Promise<OwnerView> {
  return (
    await unwrap(
      ownerApi.POST('/api/store-owner/registration/consent', {
        body: { noticeVersion: PRIVACY_NOTICE_VERSION, language },
      }),
    )
  ).data;
}
