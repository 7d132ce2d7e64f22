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
  ajv.addSchema({ $id: CONTRACT_ID, $defs: linkRefs(doc.components.schemas) });
  return ajv;
}

export function compile(ajv: Ajv, schema: Json): ValidateFunction {
  return ajv.compile(linkRefs(schema));
}

export type { ErrorObject, ValidateFunction };
