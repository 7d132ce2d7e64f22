// Where the shop is, without a map: "Use my location" (the browser asks only when pressed) or
// the pincode's centre places the pin, and four arrow buttons move it in steps of about 20
// metres (or larger), inside Hyderabad, with its coordinates shown and announced.
import { useId, useState } from 'react';
import { pincodeCentre } from '@kirana/domain/pincodes';
import { COMING_SOON } from '@kirana/domain/common';
import { isHyderabadStorePincode } from '@kirana/domain/pincodes';
import { STORE_PINCODE_INVALID } from '@kirana/domain/store-owners';
import { Button } from '@kirana/ui/button';
import { FieldError } from '@kirana/ui/field-error';
import { locate } from '../../lib/locate';
import { Select } from '@kirana/ui/select';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import { fill } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import {
  PIN_STEPS_METRES,
  formatPin,
  nudge,
  pinFrom,
  pinMapUrl,
  roundCoordinate,
  type Direction,
  type Pin,
} from '../../lib/pin';
import type { StoreOwnerText } from './props';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

interface PinControlProps {
  /** The id of the first control, for moving focus to the pin when it has an error. */
  id: string;
  pin: Pin | null;
  pincode: string;
  text: StoreOwnerText;
  rules: Words;
  error?: Problem | undefined;
  onChange: (pin: Pin) => void;
}

/** Arrows in the order they sit on the pad (north on top, south below). */
const DIRECTIONS: readonly { direction: Direction; arrow: string }[] = [
  { direction: 'north', arrow: '↑' },
  { direction: 'west', arrow: '←' },
  { direction: 'east', arrow: '→' },
  { direction: 'south', arrow: '↓' },
];

/** How long the browser may take to find the owner (they are asked first). */
const LOCATION_TIMEOUT_MS = 20_000;

export function PinControl({ id, pin, pincode, text, rules, error, onChange }: PinControlProps) {
  const own = useId();
  const [metres, setMetres] = useState<number>(PIN_STEPS_METRES[0]);
  const [note, setNote] = useState<string>('');
  const [locating, setLocating] = useState(false);
  const legendId = `${own}-legend`;
  const errorId = error ? `${own}-error` : undefined;

  async function placeFromLocation() {
    setLocating(true);
    setNote(text.locating);
    const place = await locate({ timeoutMs: LOCATION_TIMEOUT_MS, highAccuracy: true });
    setLocating(false);
    if ('problem' in place) {
      setNote(
        place.problem === 'denied'
          ? text.locationDenied
          : place.problem === 'unsupported'
            ? text.locationUnsupported
            : text.locationUnavailable,
      );
      return;
    }
    const placed = pinFrom(place.lat, place.lng);
    if (!placed) {
      setNote(text.locationOutside);
      return;
    }
    onChange(placed);
    setNote(text.pinFromLocation);
  }

  function fromPincode() {
    const code = pincode.trim();
    if (!/^\d{6}$/.test(code)) {
      setNote(say(rules, STORE_PINCODE_INVALID));
      return;
    }
    if (!isHyderabadStorePincode(code)) {
      setNote(say(rules, COMING_SOON));
      return;
    }
    const centre = pincodeCentre(code);
    if (!centre) {
      setNote(text.pincodeUnknown);
      return;
    }
    onChange({
      latitude: roundCoordinate(centre.latitude),
      longitude: roundCoordinate(centre.longitude),
    });
    setNote(fill(text.pinFromPincode, { pincode: code }));
  }

  function move(direction: Direction) {
    if (!pin) return;
    const moved = nudge(pin, direction, metres);
    onChange(moved.pin);
    setNote(moved.atEdge ? text.atEdge : '');
  }

  return (
    <fieldset className={styles.pin} aria-labelledby={legendId} aria-describedby={errorId}>
      <legend id={legendId} className={styles.legend}>
        {text.pinTitle}
      </legend>
      <p className={frame.muted}>{text.pinIntro}</p>
      <div className={frame.actions}>
        <Button
          id={id}
          variant="secondary"
          onClick={placeFromLocation}
          busy={locating}
          busyLabel={text.locating}
          aria-describedby={errorId}
        >
          {text.useMyLocation}
        </Button>
        <Button variant="secondary" onClick={fromPincode} disabled={locating}>
          {text.usePincode}
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {note}
      </p>
      {pin && (
        <div className={styles.pinPlaced}>
          <p className={styles.coordinates}>
            <span>{text.pinAt}: </span>
            <output aria-live="polite">{formatPin(pin)}</output>
          </p>
          <div className={styles.moveRow}>
            <fieldset className={styles.pad}>
              <legend className={styles.subLegend}>{text.moveTitle}</legend>
              {DIRECTIONS.map(({ direction, arrow }) => (
                <Button
                  key={direction}
                  variant="secondary"
                  className={styles[direction]}
                  aria-label={fill(text.moveLabel, { metres, direction: text.moves[direction] })}
                  onClick={() => move(direction)}
                >
                  <span aria-hidden="true">{arrow}</span> {text.moves[direction]}
                </Button>
              ))}
            </fieldset>
            <Select
              label={text.stepSize}
              value={String(metres)}
              options={PIN_STEPS_METRES.map((value) => ({
                value: String(value),
                label: fill(text.metres, { metres: value }),
              }))}
              onChange={(event) => setMetres(Number(event.target.value))}
              className={styles.stepSize}
            />
          </div>
          <a
            href={pinMapUrl(pin)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.mapLink}
          >
            {text.checkOnMap}
            <VisuallyHidden>{text.newTab}</VisuallyHidden>
          </a>
        </div>
      )}
      <FieldError id={errorId}>{error ? say(rules, error) : undefined}</FieldError>
    </fieldset>
  );
}
