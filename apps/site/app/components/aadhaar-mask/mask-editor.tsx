// The masking editor for an Aadhaar photo (issue 40), loaded on use when one is chosen: the photo
// drawn on a canvas across the screen, one black box the owner drags over the first 8 digits and
// resizes by its corner (44 px handles, pointer events, so a thumb at 375 px works; arrow keys
// too), zoomed with + and -, and "Use this photo" burning the box into the full-size pixels.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@kirana/ui/button';
import { burnMask } from '../../lib/burn-mask';
import { DEFAULT_MASK_BOX, fitBox, MIN_MASK_SIDE, type MaskBox } from '../../lib/mask-box';
import type { StoreOwnerText } from '../store-owner/props';
import styles from './mask-editor.module.css';

export type AadhaarMaskText = StoreOwnerText['aadhaar'];

export interface MaskEditorProps {
  file: File;
  text: AadhaarMaskText;
  /** The masked photo, to upload instead of the chosen one. */
  onMasked: (masked: File) => void;
  /** Another photo (or the e-Aadhaar) instead. */
  onCancel: () => void;
  /** The burning, replaceable in a unit test (jsdom has no canvas). */
  burn?: typeof burnMask;
}

/** Zoom steps: the photo at 1x (the screen's width) up to 4x, scrolled to pan. */
const ZOOMS = [1, 1.5, 2, 3, 4] as const;
/** Longest side of the preview canvas (the full size is used only when burning). */
const PREVIEW_SIDE = 1200;
/** An arrow key's step, in fractions of the photo. */
const KEY_STEP = 0.01;

type Drag = { mode: 'move' | 'resize'; x: number; y: number; box: MaskBox; rect: DOMRect };

/** The box resized by (dx, dy) from its top-left corner, kept inside the photo. */
function resized(box: MaskBox, dx: number, dy: number): MaskBox {
  return fitBox({
    ...box,
    width: Math.min(1 - box.x, Math.max(MIN_MASK_SIDE, box.width + dx)),
    height: Math.min(1 - box.y, Math.max(MIN_MASK_SIDE, box.height + dy)),
  });
}

const moved = (box: MaskBox, dx: number, dy: number) =>
  fitBox({ ...box, x: box.x + dx, y: box.y + dy });

export function MaskEditor({ file, text, onMasked, onCancel, burn = burnMask }: MaskEditorProps) {
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unreadable' | 'masking'>('loading');
  const [ratio, setRatio] = useState(0.63);
  const [box, setBox] = useState<MaskBox>(DEFAULT_MASK_BOX);
  const [zoom, setZoom] = useState(0);

  useEffect(() => {
    let gone = false;
    (async () => {
      const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
      try {
        const target = canvas.current;
        const context = target?.getContext('2d');
        if (gone || !target || !context) return;
        const scale = Math.min(1, PREVIEW_SIDE / Math.max(image.width, image.height));
        target.width = Math.max(1, Math.round(image.width * scale));
        target.height = Math.max(1, Math.round(image.height * scale));
        context.drawImage(image, 0, 0, target.width, target.height);
        setRatio(image.height / image.width);
        setState('ready');
      } finally {
        image.close();
      }
    })().catch(() => !gone && setState('unreadable'));
    return () => {
      gone = true;
    };
  }, [file]);

  function start(mode: Drag['mode'], event: PointerEvent<HTMLButtonElement>) {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, box, rect };
  }

  function follow(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.x) / current.rect.width;
    const dy = (event.clientY - current.y) / current.rect.height;
    setBox(current.mode === 'move' ? moved(current.box, dx, dy) : resized(current.box, dx, dy));
  }

  function end() {
    drag.current = null;
  }

  function keys(mode: Drag['mode']) {
    return (event: KeyboardEvent<HTMLButtonElement>) => {
      const step: Record<string, [number, number]> = {
        ArrowLeft: [-KEY_STEP, 0],
        ArrowRight: [KEY_STEP, 0],
        ArrowUp: [0, -KEY_STEP],
        ArrowDown: [0, KEY_STEP],
      };
      const delta = step[event.key];
      if (!delta) return;
      event.preventDefault();
      setBox((now) =>
        mode === 'move' ? moved(now, delta[0], delta[1]) : resized(now, delta[0], delta[1]),
      );
    };
  }

  async function use() {
    setState('masking');
    try {
      onMasked(await burn(file, box));
    } catch {
      setState('unreadable');
    }
  }

  const percent = (value: number) => `${value * 100}%`;
  return (
    <div className={styles.editor} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {text.title}
      </p>
      <p className={styles.instructions}>{text.instructions}</p>
      <div className={styles.zoom}>
        <Button
          type="button"
          variant="secondary"
          aria-label={text.zoomOut}
          disabled={zoom === 0 || state !== 'ready'}
          onClick={() => setZoom((now) => Math.max(0, now - 1))}
        >
          −
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-label={text.zoomIn}
          disabled={zoom === ZOOMS.length - 1 || state !== 'ready'}
          onClick={() => setZoom((now) => Math.min(ZOOMS.length - 1, now + 1))}
        >
          +
        </Button>
      </div>
      <div className={styles.viewport}>
        <div
          ref={stage}
          className={styles.stage}
          style={{ width: percent(ZOOMS[zoom] ?? 1), aspectRatio: `1 / ${ratio}` }}
        >
          <canvas ref={canvas} className={styles.photo} aria-hidden="true" />
          {state !== 'loading' && state !== 'unreadable' && (
            <>
              <button
                type="button"
                className={styles.box}
                aria-label={text.box}
                data-testid="mask-box"
                style={{
                  left: percent(box.x),
                  top: percent(box.y),
                  width: percent(box.width),
                  height: percent(box.height),
                }}
                onPointerDown={(event) => start('move', event)}
                onPointerMove={follow}
                onPointerUp={end}
                onPointerCancel={end}
                onKeyDown={keys('move')}
              />
              <button
                type="button"
                className={styles.handle}
                aria-label={text.resize}
                data-testid="mask-handle"
                style={{ left: percent(box.x + box.width), top: percent(box.y + box.height) }}
                onPointerDown={(event) => start('resize', event)}
                onPointerMove={follow}
                onPointerUp={end}
                onPointerCancel={end}
                onKeyDown={keys('resize')}
              />
            </>
          )}
        </div>
      </div>
      {state === 'unreadable' && (
        <p className={styles.problem} role="alert">
          {text.unreadable}
        </p>
      )}
      {state === 'masking' && <p role="status">{text.masking}</p>}
      <div className={styles.actions}>
        <Button
          type="button"
          busy={state === 'masking'}
          busyLabel={text.masking}
          disabled={state !== 'ready' && state !== 'masking'}
          onClick={() => void use()}
        >
          {text.use}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text.other}
        </Button>
      </div>
    </div>
  );
}
