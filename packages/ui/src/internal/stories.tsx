// What many stories share: a frame no wider than a form or card is in the apps, the plays that
// check a text, a status or a field's description is on screen, and a dialog's opening and
// closing. Stories only (not exported by the package).
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/** A play function: the story's one status region (`role="status"`) says `text`. */
export function statusSays(text: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  };
}

/** A play function: the field labelled `label` is described by `description` (its hint or error). */
export function fieldDescribedAs(label: string, description: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toHaveAccessibleDescription(
      description,
    );
  };
}

/**
 * Clicks the story's button named `name` (a dialog's trigger). Answers the button and the whole
 * page, where the dialog opens (outside the story's canvas).
 */
export async function clickTrigger(canvasElement: HTMLElement, name: string) {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.click(trigger);
  return { trigger, page: within(canvasElement.ownerDocument.body) };
}

/** Waits until no dialog of `role` is open, then checks focus went back to `trigger`. */
export async function closedWithFocusOn(
  trigger: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const page = within(trigger.ownerDocument.body);
  await waitFor(() => expect(page.queryByRole(role)).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}
