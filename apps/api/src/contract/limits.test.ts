// One source for every limit: each bound the contract declares (maxLength, maximum, maxItems...)
// must equal its constant in packages/domain, and a new bound fails this test until it is tied
// to one. The API checks the contract with Ajv and the domain's rules with zod: this keeps the
// two from drifting apart.
import { describe, expect, test } from 'vitest';
import * as c from '@kirana/domain/common';
import * as inv from '@kirana/domain/inventory';
import * as b from '@kirana/domain/branches';
import { MAX_NOTE_LENGTH } from '@kirana/domain/decisions';
import { MAX_ACTION_LENGTH } from '@kirana/domain/activity';
import { PINCODE_LENGTH } from '@kirana/domain/partners';
import { loadContract, listOperations } from './contract.js';

const BOUNDS = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems'] as const;

/** Every bound, named "<schema or operation>.<property path>.<keyword>". */
function contractBounds(): Map<string, number> {
  const doc = loadContract();
  const found = new Map<string, number>();
  const walk = (node: unknown, name: string) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const keyword of BOUNDS) {
      const value = record[keyword];
      if (typeof value === 'number') found.set(`${name}.${keyword}`, value);
    }
    const properties = record.properties as Record<string, unknown> | undefined;
    for (const [key, inner] of Object.entries(properties ?? {})) walk(inner, `${name}.${key}`);
    walk(record.items, `${name}[]`);
    for (const list of ['allOf', 'oneOf', 'anyOf'] as const)
      (record[list] as unknown[] | undefined)?.forEach((inner) => walk(inner, name));
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
  for (const op of listOperations(doc))
    for (const param of [...op.pathParams, ...op.queryParams])
      walk(param.schema, `${op.operationId}.${param.name}`);
  return found;
}

/** A bound of 1 on a length or a list only says "not empty". */
const NOT_EMPTY = new Set(['minLength', 'minItems']);

/** Keys starting "*." hold for that parameter of every operation (cursor, limit, signed links). */
const TIED: Record<string, number> = {
  '*.cursor.maxLength': c.MAX_CURSOR_LENGTH,
  '*.limit.minimum': 1,
  '*.limit.maximum': c.MAX_PAGE_SIZE,
  '*.expires.maxLength': c.MAX_SIGNED_PARAM_LENGTH,
  '*.signature.maxLength': c.MAX_SIGNED_PARAM_LENGTH,
  'StoreDocument.size.minimum': 0,
  'ApplicationDocument.size.minimum': 0,
  'Notification.attempts.minimum': 0,
  'PartnerApplicationForm.phone.maxLength': c.MAX_PHONE_LENGTH,
  'PartnerApplicationForm.email.maxLength': c.MAX_EMAIL_LENGTH,
  'PartnerApplicationForm.pincode.maxLength': PINCODE_LENGTH,
  'DecisionNote.maxLength': MAX_NOTE_LENGTH,
  'BranchRegistrationRequest.ownerPhone.maxLength': c.MAX_PHONE_LENGTH,
  'BranchRegistrationRequest.ownerEmail.maxLength': c.MAX_EMAIL_LENGTH,
  'BranchRegistrationRequest.gstin.maxLength': b.GSTIN_LENGTH,
  'BranchRegistrationRequest.governmentIdNumber.maxLength': b.MAX_ID_NUMBER_LENGTH,
  'BranchRegistrationRequest.latitude.minimum': b.HYDERABAD_BOUNDS.south,
  'BranchRegistrationRequest.latitude.maximum': b.HYDERABAD_BOUNDS.north,
  'BranchRegistrationRequest.longitude.minimum': b.HYDERABAD_BOUNDS.west,
  'BranchRegistrationRequest.longitude.maximum': b.HYDERABAD_BOUNDS.east,
  'Name.maxLength': c.MAX_NAME_LENGTH,
  'Description.maxLength': c.MAX_DESCRIPTION_LENGTH,
  'Price.minimum': inv.PRICE_MIN,
  'Price.maximum': inv.PRICE_MAX,
  'Quantity.minimum': inv.QUANTITY_MIN,
  'Quantity.maximum': inv.QUANTITY_MAX,
  'HttpUrl.maxLength': c.MAX_URL_LENGTH,
  'Count.minimum': 0,
  'Address.street.maxLength': c.MAX_STREET_LENGTH,
  'Address.city.maxLength': c.MAX_PLACE_LENGTH,
  'Address.state.maxLength': c.MAX_PLACE_LENGTH,
  'Address.country.maxLength': c.MAX_PLACE_LENGTH,
  'AdminLoginRequest.email.maxLength': c.MAX_EMAIL_LENGTH,
  'AdminLoginRequest.password.maxLength': c.MAX_PASSWORD_LENGTH,
  'LoginAsBranchRequest.branchId.maxLength': c.MAX_ID_LENGTH,
  'CreateAffiliateProductRequest.imageUrl.maxLength': c.MAX_URL_LENGTH,
  'IdList.maxItems': c.MAX_IDS_PER_REQUEST,
  'CreateContactMessageRequest.email.maxLength': c.MAX_EMAIL_LENGTH,
  'CreateContactMessageRequest.phone.maxLength': c.MAX_PHONE_LENGTH,
  'CreateContactMessageRequest.message.maxLength': c.MAX_MESSAGE_LENGTH,
  '*.q.maxLength': c.MAX_SEARCH_LENGTH,
  'listActivity.action.maxLength': MAX_ACTION_LENGTH,
  'listPublicStores.pincode.maxLength': c.MAX_PINCODE_QUERY_LENGTH,
};

/** The constant a bound is tied to, by its own name or as "*.<parameter>.<keyword>". */
function tiedTo(name: string): number | undefined {
  return TIED[name] ?? TIED[`*.${name.split('.').slice(1).join('.')}`];
}

describe('the contract and packages/domain', () => {
  const bounds = contractBounds();

  test('every bound of the contract is tied to a domain constant', () => {
    const untied = [...bounds]
      .filter(([name]) => tiedTo(name) === undefined)
      .filter(([name, value]) => !(value === 1 && NOT_EMPTY.has(name.split('.').at(-1) ?? '')))
      .map(([name, value]) => `${name} = ${value}`);
    expect(untied).toEqual([]);
  });

  test.each(Object.entries(TIED).filter(([name]) => !name.startsWith('*.')))(
    '%s equals its domain constant',
    (name, constant) => {
      expect(bounds.get(name), `${name} is not in the contract`).toBe(constant);
    },
  );

  test('every bound of a shared parameter equals its constant', () => {
    const shared = [...bounds].filter(([name]) => !(name in TIED) && tiedTo(name) !== undefined);
    expect(shared.length).toBeGreaterThan(0);
    for (const [name, value] of shared) expect(value, name).toBe(tiedTo(name));
  });
});
