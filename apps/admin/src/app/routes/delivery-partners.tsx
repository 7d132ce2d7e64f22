import { ApplicationList } from '../../features/partners/components/application-list';

/** /admin/delivery-partners: the applications queue, its filters in the URL. */
export function Component() {
  return <ApplicationList />;
}
