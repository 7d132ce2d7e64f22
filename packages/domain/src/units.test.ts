import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT, UNITS, isUnitAllowed, unitAfterPacketToggle, unitsFor } from './units.js';

describe('units', () => {
  it('lists the five units in picker order', () => {
    expect(UNITS).toEqual(['kg', 'g', 'L', 'ml', 'pc']);
  });

  it('offers kg and L only for a product that is not a packet', () => {
    expect(unitsFor(false)).toEqual(['kg', 'L']);
  });

  it('offers all five units for a packet', () => {
    expect(unitsFor(true)).toEqual(['kg', 'g', 'L', 'ml', 'pc']);
  });

  it('allows each unit only where the packet flag permits it', () => {
    for (const unit of ['kg', 'L']) {
      expect(isUnitAllowed(unit, false)).toBe(true);
      expect(isUnitAllowed(unit, true)).toBe(true);
    }
    for (const unit of ['g', 'ml', 'pc']) {
      expect(isUnitAllowed(unit, false)).toBe(false);
      expect(isUnitAllowed(unit, true)).toBe(true);
    }
  });

  it('rejects values that are not units, including other spellings', () => {
    for (const unit of ['', 'KG', 'l', 'litre', 'pcs']) {
      expect(isUnitAllowed(unit, true)).toBe(false);
    }
  });

  it('starts at kg and resets to kg whenever the packet flag is toggled', () => {
    expect(DEFAULT_UNIT).toEqual('kg');
    expect(unitAfterPacketToggle(true)).toEqual('kg');
    expect(unitAfterPacketToggle(false)).toEqual('kg');
    // Picking ml on a packet, then unticking it, leaves a unit a loose product allows.
    expect(isUnitAllowed(unitAfterPacketToggle(false), false)).toBe(true);
  });
});
