// The one script every page loads (built by vite.nav.config.ts): a returning visitor taken
// to their language, the navigation bar's behaviour, the footer's fonts when it nears the
// screen, on a page with a form or filter the loading of its islands, and a map's frame when
// it nears the screen.
import { loadIslands } from '../../islands/load-islands';
import { loadFramesNear } from '../map-frame/frames-near';
import { markFooterNear } from '../footer/footer-near';
import { followRememberedLanguage } from '../language-switcher/remembered-language';
import { enhanceNavBar } from './nav-behaviour';

if (!followRememberedLanguage(document)) {
  enhanceNavBar(document);
  markFooterNear(document);
  loadIslands(document);
  loadFramesNear(document);
}
