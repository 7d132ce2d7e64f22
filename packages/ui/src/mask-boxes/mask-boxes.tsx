// An image on which the user drags boxes (mouse, pen or a thumb) to cover parts of it, e.g. an
// Aadhaar number's first 8 digits. It knows no pixels: each box is fractions (0..1) of the
// image's width and height from its top left corner, so the caller sends them as they are.
import { useState, type PointerEvent } from 'react';
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

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The box between two points, each a fraction of the image. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): MaskBox {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * The image with its boxes drawn black over it; dragging on it draws one more, each has its own
 * "Remove box n" button. Touch drags draw instead of scrolling the page.
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

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: clamp((event.clientX - rect.left) / rect.width),
      y: clamp((event.clientY - rect.top) / rect.height),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (full || event.button > 0) return;
    // Only a drag on the picture itself (not on a box's remove button).
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
          <div
            key={`${box.x}:${box.y}:${n}`}
            className={styles.box}
            style={place(box)}
            data-testid="mask-box"
          >
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
      <p className={styles.count} aria-live="polite">
        {full
          ? `${boxes.length} of ${max} boxes: remove one to draw another.`
          : `${boxes.length} of ${max} boxes.`}
      </p>
    </div>
  );
}
