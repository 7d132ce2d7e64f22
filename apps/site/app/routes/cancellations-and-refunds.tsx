// /cancellations-and-refunds: a policy page.
import type { MetaArgs } from 'react-router';
import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return policyMeta('cancellations', args);
}

export default function CancellationsAndRefunds() {
  return <PolicyPage policyKey="cancellations" />;
}
