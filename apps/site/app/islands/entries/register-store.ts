// The browser entry of the store registration island.
import { RegisterStore } from '../../components/store-owner/register-store';
import { hydrateIslands } from '../hydrate';

hydrateIslands('register-store', RegisterStore);
