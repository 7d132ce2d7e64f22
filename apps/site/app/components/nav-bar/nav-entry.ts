// The one module every page loads (built by vite.nav.config.ts), once the page has painted
// (./page-start.mjs, which also takes a returning visitor to their language first): the
// navigation bar's behaviour, the footer's fonts when it nears the screen, on a page with a form
// or filter the loading of its islands, and a map's frame when it nears the screen.
import { loadIslands } from '../../islands/load-islands';
import { loadFramesNear } from '../map-frame/frames-near';
import { markFooterNear } from '../footer/footer-near';
import { enhanceNavBar } from './nav-behaviour';

enhanceNavBar(document);
markFooterNear(document);
loadIslands(document);
loadFramesNear(document);
