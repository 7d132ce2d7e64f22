// Where the shop is: a map the owner drags until the marker at its centre sits on the shop
// (./pin-map.tsx, downloaded when this step opens), started at the pin already saved, else at the
// pincode's centre, else at the middle of Hyderabad. "Use my location" (the browser asks only
// when pressed) and "Start from the pincode" move the map and place the pin; the pin is said in
// words (latitude and longitude, named), never as a bare pair of numbers that reads as a code.
import { useEffect, useId, useState } from 'react';
import { COMING_SOON } from '@kirana/domain/common';
import { isHyderabadStorePincode } from '@kirana/domain/pincodes';
import { STORE_PINCODE_INVALID } from '@kirana/domain/store-owners';
import { Button } from '@kirana/ui/button';
import { FieldError } from '@kirana/ui/field-error';
import { locate } from '../../lib/locate';
import { onUse } from '../../lib/load-on-use';
import { fill } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import {
  CITY_CENTRE,
  formatPin,
  keepInHyderabad,
  pinFrom,
  pincodePin,
  type Pin,
} from '../../lib/pin';
import type { StoreOwnerText } from './props';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

/** The map (Leaflet and its styles), downloaded when the shop step first shows. */
const pinMap = onUse(() => import('./pin-map'));

interface PinControlProps {
  /** The id of the first control, for moving focus to the pin when it has an error. */
  id: string;
  pin: Pin | null;
  pincode: string;
  text: StoreOwnerText;
  rules: Words;
  error?: Problem | undefined;
  onChange: (pin: Pin) => void;
  /** The map's tiles (tests); the build's setting otherwise. */
  tilesUrl?: string;
}

/** How long the browser may take to find the owner (they are asked first). */
const LOCATION_TIMEOUT_MS = 20_000;

/** Zooms: a placed pin shows the street; a pincode its area; the city all of it. */
const ZOOM = { pin: 17, pincode: 15, city: 12 } as const;

export function PinControl({
  id,
  pin,
  pincode,
  text,
  rules,
  error,
  onChange,
  tilesUrl,
}: PinControlProps) {
  const own = useId();
  const [note, setNote] = useState<string>('');
  const [locating, setLocating] = useState(false);
  const [map, setMap] = useState(() => pinMap.loaded());
  const [mapFailed, setMapFailed] = useState(false);
  const legendId = `${own}-legend`;
  const hintId = `${own}-hint`;
  const errorId = error ? `${own}-error` : undefined;

  useEffect(() => {
    if (!pinMap.loaded()) pinMap.load().then(setMap, () => setMapFailed(true));
  }, []);
  function loadMapAgain() {
    setMapFailed(false);
    pinMap.load().then(setMap, () => setMapFailed(true));
  }

  const fromPincode = pincodePin(pincode);
  const centre = pin ?? fromPincode ?? CITY_CENTRE;
  const zoom = pin ? ZOOM.pin : fromPincode ? ZOOM.pincode : ZOOM.city;

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

  function placeFromPincode() {
    const code = pincode.trim();
    if (!/^\d{6}$/.test(code)) {
      setNote(say(rules, STORE_PINCODE_INVALID));
      return;
    }
    if (!isHyderabadStorePincode(code)) {
      setNote(say(rules, COMING_SOON));
      return;
    }
    const centreOfPincode = pincodePin(code);
    if (!centreOfPincode) {
      setNote(text.pincodeUnknown);
      return;
    }
    onChange(centreOfPincode);
    setNote(fill(text.pinFromPincode, { pincode: code }));
  }

  function moved(latitude: number, longitude: number) {
    const kept = keepInHyderabad(latitude, longitude);
    onChange(kept.pin);
    setNote(kept.atEdge ? text.atEdge : '');
  }

  const PinMapView = map?.default;
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
        <Button variant="secondary" onClick={placeFromPincode} disabled={locating}>
          {text.usePincode}
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {note}
      </p>
      <p id={hintId} className={styles.mapHint}>
        {text.mapHint}
      </p>
      {PinMapView ? (
        <PinMapView
          centre={centre}
          zoom={zoom}
          text={text}
          describedBy={hintId}
          onMove={moved}
          {...(tilesUrl ? { tilesUrl } : {})}
        />
      ) : (
        <div className={styles.mapFrame}>
          <div className={styles.mapWaiting}>
            {mapFailed ? (
              <>
                <p role="alert">{text.mapFailed}</p>
                <Button variant="secondary" onClick={loadMapAgain}>
                  {text.mapRetry}
                </Button>
              </>
            ) : (
              <p role="status">{text.mapLoading}</p>
            )}
          </div>
        </div>
      )}
      <p className={styles.coordinates}>
        <span>{text.marker}: </span>
        <output aria-live="polite">
          {pin ? formatPin(pin, text.coordinates) : text.markerNotPlaced}
        </output>
      </p>
      <FieldError id={errorId}>{error ? say(rules, error) : undefined}</FieldError>
    </fieldset>
  );
}
