import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import { SAMPLE_DOCUMENT_URL } from '../internal/sample-document';
import { MaskBoxes, type MaskBox } from './mask-boxes';
import { maxWidth } from '../internal/stories';

function Stateful({ initial = [] }: { initial?: MaskBox[] }) {
  const [boxes, setBoxes] = useState<MaskBox[]>(initial);
  return (
    <MaskBoxes src={SAMPLE_DOCUMENT_URL} alt="Government ID" boxes={boxes} onChange={setBoxes} />
  );
}

const meta = {
  title: 'Documents/MaskBoxes',
  component: Stateful,
  decorators: [maxWidth(420)],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TwoBoxes: Story = {
  args: {
    initial: [
      { x: 0.1, y: 0.6, width: 0.35, height: 0.1 },
      { x: 0.5, y: 0.8, width: 0.3, height: 0.08 },
    ],
  },
};

export const DragDrawsABox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('img', { name: 'Government ID' }).parentElement;
    if (!area) throw new Error('no drawing area');
    const rect = area.getBoundingClientRect();
    const at = (fx: number, fy: number) => ({
      clientX: rect.left + rect.width * fx,
      clientY: rect.top + rect.height * fy,
      pointerId: 1,
    });
    fireEvent.pointerDown(area, { ...at(0.2, 0.4), button: 0 });
    fireEvent.pointerMove(area, at(0.6, 0.5));
    fireEvent.pointerUp(area, at(0.6, 0.5));
    await expect(canvas.getByRole('button', { name: 'Remove box 1' })).toBeVisible();
    await expect(canvas.getByText('1 of 4 boxes.')).toBeVisible();
  },
};
