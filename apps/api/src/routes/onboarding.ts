// The dashboard's onboarding funnel: how many stores started, submitted and were approved each
// week on the site, and how often the 2-day promise was kept. Reading writes nothing.
import { ONBOARDING_FUNNEL_WEEKS } from '@kirana/domain/store-owners';
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import type { Handlers } from '../contract/types.js';
import type { Deps } from './deps.js';

type OnboardingHandlers = Pick<Handlers, 'getOnboardingFunnel'>;

export function onboardingHandlers({ repos }: Deps): OnboardingHandlers {
  return {
    async getOnboardingFunnel() {
      const funnel = await repos.onboarding.onboardingFunnel(
        ONBOARDING_FUNNEL_WEEKS,
        STORE_RESPONSE_DAYS,
      );
      return { status: 'success', data: funnel };
    },
  };
}
