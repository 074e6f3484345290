import { ApiSchema } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

// @nestjs/swagger's metadata keys (its `DECORATORS` constants, not exported from the package's entry).
const DECORATORS = { API_MODEL_PROPERTIES: 'swagger/apiModelProperties', API_MODEL_PROPERTIES_ARRAY: 'swagger/apiModelPropertiesArray' };

type Class = abstract new (...args: never[]) => unknown;

const ROUND_TRIP = Symbol('round-trip');

/**
 * Marks a request body as the write side of a resource read with `output`: what a `GET` returned is
 * accepted back by the `PUT`. Fields only the output has (ids, timestamps, computed values) are the
 * server's: they are dropped before validation, so they are neither a 400 nor a way to set them. A
 * reference the output returns as an object (`client: { _id, name, email }`) where the input takes an
 * id is read as its `_id`, which the service then checks like any id sent. Fields neither side has
 * still fail as unknown.
 */
export function AcceptsOwnOutput(output: () => Class): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(ROUND_TRIP, output, target);
    ApiSchema({
      description:
        'Send only what changes, or the whole body a `GET` of this resource returned: the fields the server owns there (ids, timestamps, computed values) are accepted and ignored; a person given as an object counts as its `_id`. Other fields are refused (400).',
    })(target);
  };
}

interface PropertyShape {
  /** The nested class, when the property holds one (or an array of them). */
  nested?: Class;
}

function swaggerShape(cls: Class, key: string): PropertyShape {
  const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, cls.prototype, key) as { type?: unknown } | undefined;
  let type = meta?.type;
  // A lazy type (`type: () => Dto`) is an arrow function: it has no prototype, a class has.
  if (typeof type === 'function' && !isClass(type)) type = (type as () => unknown)();
  if (Array.isArray(type)) type = type[0];
  return isClass(type) && ![String, Number, Boolean, Object, Date, Array].includes(type as never) ? { nested: type as Class } : {};
}

function isClass(value: unknown): value is Class {
  return typeof value === 'function' && value.prototype !== undefined;
}

function swaggerKeys(cls: Class): Set<string> {
  const names = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, cls.prototype) as string[] | undefined) ?? [];
  return new Set(names.map((n) => n.replace(/^:/, '')));
}

/** What the input class accepts: what class-validator checks on it, and what its document lists. */
function inputKeys(cls: Class): Set<string> {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(cls as never, '', true, false)
    .map((m) => m.propertyName);
  return new Set([...validated, ...swaggerKeys(cls)]);
}

function normalize(value: unknown, input: Class, output: Class): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const accepted = inputKeys(input);
  const returned = swaggerKeys(output);
  const body: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(body)) {
    if (!returned.has(key)) continue;
    if (!accepted.has(key)) {
      delete body[key];
      continue;
    }
    const outputNested = swaggerShape(output, key).nested;
    if (!outputNested) continue;
    const inputNested = swaggerShape(input, key).nested;
    const field = body[key];
    if (inputNested) {
      body[key] = Array.isArray(field) ? field.map((item) => normalize(item, inputNested, outputNested)) : normalize(field, inputNested, outputNested);
    } else if (field && typeof field === 'object' && !Array.isArray(field) && typeof (field as { _id?: unknown })._id === 'string') {
      body[key] = (field as { _id: string })._id;
    }
  }
  return body;
}

/** The body with what its resource's output alone carries taken out; unchanged for other classes. */
export function dropServerOwned(value: unknown, input: Class | undefined): unknown {
  const output = input ? (Reflect.getMetadata(ROUND_TRIP, input) as (() => Class) | undefined) : undefined;
  return output ? normalize(value, input!, output()) : value;
}
