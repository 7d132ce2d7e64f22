// The masking editor in jsdom: the photo's decoding and the canvas are local fakes (jsdom has
// neither); the burning itself is tested in Chromium (e2e/site/aadhaar-mask.e2e.ts).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { DEFAULT_MASK_BOX, type MaskBox } from '../../lib/mask-box';
import { MaskEditor, type MaskEditorProps } from './mask-editor';

const TEXT = messagesFor('en').storeOwner.aadhaar;
const PHOTO = new File(['jpeg'], 'aadhaar.jpg', { type: 'image/jpeg' });

function decodes(width: number, height: number) {
  const drawn: unknown[] = [];
  vi.stubGlobal('createImageBitmap', async (file: Blob) => {
    if (file !== PHOTO) throw new Error('not the chosen photo');
    return { width, height, close: () => undefined };
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
    kind: string,
  ) {
    if (kind !== '2d') return null;
    return { drawImage: (...args: unknown[]) => drawn.push(args) } as never;
  } as never);
  return drawn;
}

/** The editor on the chosen photo, in English, answering with these callbacks. */
function openEditor(callbacks: Omit<MaskEditorProps, 'file' | 'text'>) {
  render(<MaskEditor file={PHOTO} text={TEXT} {...callbacks} />);
}

/** The box's position, from its style, in whole percent. */
function boxAt() {
  const { left, top, width, height } = screen.getByRole('button', { name: TEXT.box }).style;
  return [left, top, width, height].map((value) => Math.round(parseFloat(value)));
}

describe('MaskEditor', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
      height: 200,
      left: 0,
      top: 0,
      right: 300,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
  });

  it('draws the photo, moves the box by pointer and arrow keys, resizes it, and burns that box', async () => {
    const drawn = decodes(3000, 2000);
    const burned: MaskBox[] = [];
    const masked = new File(['masked'], 'aadhaar-masked.jpg', { type: 'image/jpeg' });
    const onMasked = vi.fn();
    const user = userEvent.setup();
    openEditor({
      onMasked,
      onCancel: () => undefined,
      burn: async (file, box) => {
        expect(file).toBe(PHOTO);
        burned.push(box);
        return masked;
      },
    });
    expect(screen.getByRole('group', { name: TEXT.title })).toBeVisible();
    expect(screen.getByText(TEXT.instructions)).toBeVisible();
    const box = await screen.findByRole('button', { name: TEXT.box });
    expect(drawn).toHaveLength(1);
    expect(boxAt()).toEqual([15, 68, 45, 12]);

    // A thumb drags the box 30 px right and 20 px up on a 300 x 200 photo: 10% each way.
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 100, clientY: 150 });
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 130, clientY: 130 });
    fireEvent.pointerUp(box, { pointerId: 1 });
    expect(boxAt()).toEqual([25, 58, 45, 12]);
    // Further drags after letting go do nothing.
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 300, clientY: 0 });
    expect(boxAt()).toEqual([25, 58, 45, 12]);

    // The corner makes it wider; it never leaves the photo.
    const corner = screen.getByRole('button', { name: TEXT.resize });
    fireEvent.pointerDown(corner, { pointerId: 2, clientX: 200, clientY: 140 });
    fireEvent.pointerMove(corner, { pointerId: 2, clientX: 500, clientY: 150 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    expect(boxAt()).toEqual([25, 58, 75, 17]);

    box.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(boxAt()).toEqual([23, 59, 75, 17]);

    // Zoom in and out, within its steps.
    const zoomOut = screen.getByRole('button', { name: TEXT.zoomOut });
    expect(zoomOut).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TEXT.zoomIn }));
    expect(zoomOut).toBeEnabled();

    await user.click(screen.getByRole('button', { name: TEXT.use }));
    await waitFor(() => expect(onMasked).toHaveBeenCalledWith(masked));
    expect(burned).toHaveLength(1);
    const [sent] = burned;
    expect(sent?.x).toBeCloseTo(0.23);
    expect(sent?.y).toBeCloseTo(0.59);
    expect(sent?.width).toBeCloseTo(0.75);
    expect(sent?.height).toBeCloseTo(1 / 6);
  });

  it('says when the photo cannot be opened, offers another, and burns nothing', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('cannot decode');
    });
    const onCancel = vi.fn();
    const user = userEvent.setup();
    openEditor({
      onMasked: () => undefined,
      onCancel,
      burn: () => Promise.reject(new Error('must not burn')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.unreadable);
    expect(screen.queryByRole('button', { name: TEXT.box })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.use })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TEXT.other }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('starts with the box across the lower middle of a card', () => {
    expect(DEFAULT_MASK_BOX.y + DEFAULT_MASK_BOX.height).toBeLessThan(1);
  });
});
