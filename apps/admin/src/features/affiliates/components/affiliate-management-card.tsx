// The dashboard's way into the affiliate products.
import { Button } from '@kirana/ui/button';
import { Panel } from '../../../components/panel';

const linkIcon = (
  <svg viewBox="0 0 20 20" fill="currentColor" focusable="false">
    <path d="M8.6 11.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM6 9.3l-1.9 1.9a3.3 3.3 0 0 0 4.7 4.7l1.9-1.9-1.4-1.4-1.9 1.9a1.3 1.3 0 1 1-1.9-1.9l1.9-1.9L6 9.3Zm8 1.4 1.9-1.9a3.3 3.3 0 1 0-4.7-4.7L9.3 6l1.4 1.4 1.9-1.9a1.3 1.3 0 1 1 1.9 1.9l-1.9 1.9 1.4 1.4Z" />
  </svg>
);

/** The dashboard card that opens the affiliate products. */
export function AffiliateManagementCard({ onManage }: { onManage: () => void }) {
  return (
    <Panel
      title="Affiliate Management"
      icon={linkIcon}
      description="Create, edit and deactivate the affiliate products shown to customers."
    >
      <Button onClick={onManage}>Manage Affiliate Products</Button>
    </Panel>
  );
}
