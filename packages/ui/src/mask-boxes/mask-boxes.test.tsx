import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MaskBoxes, type MaskBox } from './mask-boxes';

// jsdom lays nothing out: the drawing area is 400 × 200 px at (10, 20) on the page.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 400,
    height: 200,
    right: 410,
    bottom: 220,
    x: 10,
    y: 20,
    toJSON: () => ({}),
  });
});

function Harness({
  onChange,
  initial = [],
}: {
  onChange?: (b: MaskBox[]) => void;
  initial?: MaskBox[];
}) {
  const [boxes, setBoxes] = useState<MaskBox[]>(initial);
  return (
    <MaskBoxes
      src="blob:aadhaar"
      alt="Government ID"
      boxes={boxes}
      max={2}
      onChange={(next) => {
        setBoxes(next);
        onChange?.(next);
      }}
    />
  );
}

function drag(from: [number, number], to: [number, number]) {
  const area = screen.getByRole('img', { name: 'Government ID' }).parentElement;
  if (!area) throw new Error('no drawing area');
  fireEvent.pointerDown(area, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0 });
  fireEvent.pointerMove(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

describe('MaskBoxes', () => {
  it('gives a dragged box as fractions of the image, whichever way it was dragged', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    drag([310, 120], [110, 70]);
    expect(onChange).toHaveBeenLastCalledWith([{ x: 0.25, y: 0.25, width: 0.5, height: 0.25 }]);
    expect(screen.getAllByTestId('mask-box')).toHaveLength(1);
    expect(screen.getByText('1 of 2 boxes.')).toBeInTheDocument();
  });

  it('keeps a box inside the image when the drag leaves it, and drops a tap', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    drag([50, 50], [50, 50]);
    expect(onChange).not.toHaveBeenCalled();
    drag([210, 120], [900, 900]);
    expect(onChange).toHaveBeenLastCalledWith([{ x: 0.5, y: 0.5, width: 0.5, height: 0.5 }]);
  });

  it('draws no more than max boxes, and a removed box frees a place', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    drag([10, 20], [110, 70]);
    drag([210, 120], [310, 170]);
    expect(screen.getByText('2 of 2 boxes: remove one to draw another.')).toBeInTheDocument();
    drag([10, 120], [110, 170]);
    expect(screen.getAllByTestId('mask-box')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove box 1' }));
    expect(onChange).toHaveBeenLastCalledWith([{ x: 0.5, y: 0.5, width: 0.25, height: 0.25 }]);
    expect(screen.getAllByTestId('mask-box')).toHaveLength(1);
  });

  it('adds a box by keyboard, moves it with the arrows and resizes it with Shift', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }));
    const box = screen.getByRole('button', { name: /^Box 1: arrows move it/ });
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    const moved = onChange.mock.lastCall?.[0] as MaskBox[];
    expect(moved[0]?.x).toBeCloseTo(0.31, 9);
    expect(moved[0]?.y).toBeCloseTo(0.44, 9);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowDown}{/Shift}');
    const resized = onChange.mock.lastCall?.[0] as MaskBox[];
    expect(resized[0]?.width).toBeCloseTo(0.39, 9);
    expect(resized[0]?.height).toBeCloseTo(0.13, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }));
    expect(screen.getByRole('button', { name: 'Add a box' })).toBeDisabled();
  });
});
