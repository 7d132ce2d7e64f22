// The browser entry of the store status island.
import { StoreStatus } from '../../components/store-owner/store-status';
import { hydrateIslands } from '../hydrate';

hydrateIslands('store-status', StoreStatus);
