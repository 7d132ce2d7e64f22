// /privacy-policy: a policy page.
import type { MetaArgs } from 'react-router';
import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return policyMeta('privacy', args);
}

export default function PrivacyPolicy() {
  return <PolicyPage policyKey="privacy" />;
}
