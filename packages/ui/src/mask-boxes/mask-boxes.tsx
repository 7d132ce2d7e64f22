// An image on which the user drags boxes (mouse, pen or a thumb) to cover parts of it, e.g. an
// Aadhaar number's first 8 digits. It knows no pixels: each box is fractions (0..1) of the
// image's width and height from its top left corner, so the caller sends them as they are.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../button/button';
import styles from './mask-boxes.module.css';

export interface MaskBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MaskBoxesProps {
  /** The image (an object URL the app made). */
  src: string;
  /** What the image is; its alternative text. */
  alt: string;
  boxes: readonly MaskBox[];
  onChange: (boxes: MaskBox[]) => void;
  /** At most this many boxes; a drag past it draws nothing. */
  max?: number;
  /** A box narrower or lower than this fraction is dropped (a tap, not a drag). */
  minSize?: number;
  className?: string;
}

const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));

/** Where "Add a box" puts a box: across the middle, where a card's number usually is. */
const ADDED: MaskBox = { x: 0.3, y: 0.45, width: 0.4, height: 0.12 };
/** One arrow key press moves or resizes a box by this fraction of the image. */
const STEP = 0.01;

/** `box` moved (or, with `resize`, its bottom right corner moved) by (dx, dy), kept inside. */
function nudged(box: MaskBox, dx: number, dy: number, resize: boolean, minSize: number) {
  if (resize)
    return {
      ...box,
      width: clamp(box.width + dx, minSize, 1 - box.x),
      height: clamp(box.height + dy, minSize, 1 - box.y),
    };
  return {
    ...box,
    x: clamp(box.x + dx, 0, 1 - box.width),
    y: clamp(box.y + dy, 0, 1 - box.height),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** The box between two points, each a fraction of the image. */
function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): MaskBox {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * The image with its boxes drawn black over it; dragging on it draws one more, each has its own
 * "Remove box n" button. Touch drags draw instead of scrolling the page. By keyboard: "Add a box"
 * puts one in the middle, arrows move the focused box and Shift with arrows resizes it.
 */
export function MaskBoxes({
  src,
  alt,
  boxes,
  onChange,
  max = 4,
  minSize = 0.01,
  className,
}: MaskBoxesProps) {
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [drawing, setDrawing] = useState<MaskBox | null>(null);
  const full = boxes.length >= max;
  // The box "Add a box" added (by its place): focused once it is drawn.
  const focusNext = useRef<number | null>(null);

  const onBoxKey = (n: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    const box = boxes[n];
    if (!arrow || !box) return;
    event.preventDefault();
    onChange(boxes.map((b, i) => (i === n ? nudged(box, ...arrow, event.shiftKey, minSize) : b)));
  };

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: clamp((event.clientX - rect.left) / rect.width),
      y: clamp((event.clientY - rect.top) / rect.height),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (full || event.button > 0) return;
    // Only a drag on the picture itself (not on a box or its remove button).
    if ((event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    setStart(point);
    setDrawing(boxBetween(point, point));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start) setDrawing(boxBetween(start, pointAt(event)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const box = boxBetween(start, pointAt(event));
    setStart(null);
    setDrawing(null);
    if (box.width >= minSize && box.height >= minSize) onChange([...boxes, box]);
  };
  const onPointerCancel = () => {
    setStart(null);
    setDrawing(null);
  };

  const place = (box: MaskBox) => ({
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.width * 100}%`,
    height: `${box.height * 100}%`,
  });

  return (
    <div className={className}>
      <div
        className={styles.area}
        data-full={full || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <img className={styles.image} src={src} alt={alt} draggable={false} />
        {boxes.map((box, n) => (
          <div key={n} className={styles.box} style={place(box)} data-testid="mask-box">
            <button
              type="button"
              className={styles.handle}
              aria-label={`Box ${n + 1}: arrows move it, Shift and arrows resize it`}
              onKeyDown={onBoxKey(n)}
              ref={(element) => {
                if (element && focusNext.current === n) {
                  focusNext.current = null;
                  element.focus();
                }
              }}
            />
            <Button
              size="sm"
              variant="secondary"
              className={styles.remove}
              aria-label={`Remove box ${n + 1}`}
              onClick={() => onChange(boxes.filter((_, i) => i !== n))}
            >
              ×
            </Button>
          </div>
        ))}
        {drawing && <div className={styles.drawing} style={place(drawing)} aria-hidden="true" />}
      </div>
      <div className={styles.below}>
        <Button
          size="sm"
          variant="secondary"
          disabled={full}
          onClick={() => {
            onChange([...boxes, ADDED]);
            focusNext.current = boxes.length;
          }}
        >
          Add a box
        </Button>
        <p className={styles.count} aria-live="polite">
          {full
            ? `${boxes.length} of ${max} boxes: remove one to draw another.`
            : `${boxes.length} of ${max} boxes.`}
        </p>
      </div>
    </div>
  );
}
