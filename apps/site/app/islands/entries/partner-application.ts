// The browser entry of the delivery-partner application island.
import { PartnerApplicationForm } from '../../components/partner-application/partner-application-form';
import { hydrateIslands } from '../hydrate';

hydrateIslands('partner-application', PartnerApplicationForm);
