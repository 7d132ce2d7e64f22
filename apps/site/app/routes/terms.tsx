// /terms: a policy page.
import type { MetaArgs } from 'react-router';
import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return policyMeta('terms', args);
}

export default function Terms() {
  return <PolicyPage policyKey="terms" />;
}
