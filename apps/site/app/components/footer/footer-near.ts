// The footer's language switcher names its languages in their own scripts (తెలుగు, हिन्दी),
// drawn from few-glyph fonts (styles/fonts.css). Those fonts wait until the footer nears the
// screen (this marks it, data-near), so that on a phone, where the footer is far below, they are
// fetched after the first screen rather than competing with it (issue 26).
import { whenNearScreen } from '../../lib/near-screen';

export function markFooterNear(root: Document): void {
  whenNearScreen(root.defaultView, [...root.querySelectorAll('footer')], (footer) =>
    footer.setAttribute('data-near', ''),
  );
}
