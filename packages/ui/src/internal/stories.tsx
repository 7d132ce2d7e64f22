// What many stories share: a frame no wider than a form or card is in the apps, and the play
// that checks a text is on screen. Stories only (not exported by the package).
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** Draws the story in a column at most `px` wide, as the apps' forms and cards are. */
export function maxWidth(px: number): Decorator {
  return function MaxWidth(Story) {
    return (
      <div style={{ maxWidth: px }}>
        <Story />
      </div>
    );
  };
}

/** A play function: `text` is on screen. */
export function showsText(text: string | RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };
}
