// /shipping-policy: a policy page.
import type { MetaArgs } from 'react-router';
import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return policyMeta('shipping', args);
}

export default function ShippingPolicy() {
  return <PolicyPage policyKey="shipping" />;
}
