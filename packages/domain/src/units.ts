// Units a product is sold in, and which of them a loose (non-packet) product may use
// (admin-area.md sections 3 and 5).

/** Every unit, in the order the unit picker lists them. */
export const UNITS = ['kg', 'g', 'L', 'ml', 'pc'] as const;
export type Unit = (typeof UNITS)[number];

/** Units of a product that is not a packet: sold loose by weight or volume. */
const LOOSE_UNITS = ['kg', 'L'] as const satisfies readonly Unit[];

/** Units of a packet: all of them. */
const PACKET_UNITS = UNITS;

/** The unit a new product starts with, and the unit the packet toggle resets to. */
export const DEFAULT_UNIT = 'kg' satisfies Unit;

/** The units the unit picker offers for the packet flag. */
export function unitsFor(isPacket: boolean): readonly Unit[] {
  return isPacket ? PACKET_UNITS : LOOSE_UNITS;
}

/** True when `unit` may be chosen for a product with this packet flag. */
export function isUnitAllowed(unit: string, isPacket: boolean): unit is Unit {
  return (unitsFor(isPacket) as readonly string[]).includes(unit);
}

/**
 * The unit after the packet checkbox is toggled: always the default unit (kg), in the create
 * dialog and the edit dialog alike.
 */
export function unitAfterPacketToggle(_isPacket: boolean): Unit {
  return DEFAULT_UNIT;
}
