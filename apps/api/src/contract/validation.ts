// JSON Schema 2020-12 validation of the contract's schemas with Ajv (Fastify's own Ajv is
// draft-07). The contract's components are added once under the id "contract.json"; every
// route schema refers into it.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ContractDocument } from './contract.js';

type Json = Record<string, unknown>;

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const CONTRACT_ID = 'contract.json';
const LOCAL_PREFIX = '#/components/schemas/';

/** A deep copy where #/components/schemas/X points into the shared contract schema. */
export function linkRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(linkRefs) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_PREFIX)
          ? `${CONTRACT_ID}#/$defs/${value.slice(LOCAL_PREFIX.length)}`
          : linkRefs(value),
      ]),
    ) as T;
  }
  return node;
}

export type Ajv = InstanceType<typeof Ajv2020>;

/**
 * A moment JavaScript and PostgreSQL can both hold: RFC 3339 alone lets through a leap second
 * ("23:59:60", which Date cannot parse: an Invalid Date reached the database) and the year 0000
 * or a date pushed before year 1 or past 9999 by its offset (PostgreSQL has no year 0). Both were
 * 500s (issue 36); now the contract's date-time check refuses them with its 400.
 */
export function isHoldableMoment(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * `coerce` turns query and path strings into the numbers and booleans the contract declares
 * (as Fastify's own validator does); bodies are never coerced.
 */
export function createAjv(doc: ContractDocument, { coerce }: { coerce: boolean }): Ajv {
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  const rfc3339 = ajv.formats['date-time'] as { validate: (value: string) => boolean };
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) => rfc3339.validate(value) && isHoldableMoment(value),
  });
  ajv.addSchema({ $id: CONTRACT_ID, $defs: linkRefs(doc.components.schemas) });
  return ajv;
}

export function compile(ajv: Ajv, schema: Json): ValidateFunction {
  return ajv.compile(linkRefs(schema));
}

export type { ErrorObject, ValidateFunction };
