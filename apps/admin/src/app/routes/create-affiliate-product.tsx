// /create-affiliate-product: the two-step wizard, steps chosen by the URL and the uploaded image
// carried in navigation state.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  AFFILIATES_DASHBOARD_VIEW,
  paths,
  searchParams,
  type AffiliateWizardNavigationState,
  type DashboardNavigationState,
} from '../../config/paths';
import { DetailsStep } from '../../features/affiliates/components/details-step';
import { MissingUpload } from '../../features/affiliates/components/missing-upload';
import { UploadStep } from '../../features/affiliates/components/upload-step';

const DETAILS = 'details';

/**
 * /create-affiliate-product: step 1 uploads the image (the route asks for the upload ticket
 * itself); step 2 (?step=details) takes the uploaded image from navigation state.
 */
export function Component() {
  const [search] = useSearchParams();
  const state = useLocation().state as AffiliateWizardNavigationState | null;
  const navigate = useNavigate();

  const toAffiliates = useCallback(() => {
    const dashboardState: DashboardNavigationState = { view: AFFILIATES_DASHBOARD_VIEW };
    navigate(paths.dashboard, { state: dashboardState });
  }, [navigate]);

  const toDetails = useCallback(
    ({ imageUrl }: { imageUrl: string }) => {
      const wizardState: AffiliateWizardNavigationState = { upload: { imageUrl } };
      navigate(`${paths.createAffiliateProduct}?${searchParams.step}=${DETAILS}`, {
        state: wizardState,
      });
    },
    [navigate],
  );

  if (search.get(searchParams.step) === DETAILS) {
    if (!state?.upload?.imageUrl) return <MissingUpload onBack={toAffiliates} />;
    return (
      <DetailsStep
        imageUrl={state.upload.imageUrl}
        onBack={() => navigate(paths.createAffiliateProduct)}
        onCancel={toAffiliates}
        onCreated={toAffiliates}
        onUnauthorized={() => navigate(paths.login, { replace: true })}
      />
    );
  }
  return <UploadStep onUploaded={toDetails} onCancel={toAffiliates} />;
}
