/**
 * A small runtime schema of JSON as it travels, whose TypeScript type is inferred (`Infer`), so
 * that a schema can be tied at compile time to a hand-written type (`Equals`) and at run time
 * held against a captured answer (`problemsOf`). Used by the platform contract test
 * (src/api/platformSchemas.ts): the types say what the console reads, the schemas check that the
 * wire carries exactly that.
 *
 * On the wire a Date is the platform's ISO form (`2023-08-17T07:57:41.789Z`, shapes 1.1), which the
 * console revives into a Date; its schema infers `Date` and checks that string.
 */

export interface Schema<T> {
  /** only for inference; never set */
  readonly _type?: T;
  /** appends a problem per mismatch at `path`; `strict` refuses every field a schema does not publish */
  check(value: unknown, path: string, strict: boolean, problems: string[]): void;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** true when A and B are the same type (optional and readonly modifiers included) */
export type Equals<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
/** Compiles only with `true`: `assertType<Equals<A, B>>(true)`. */
export const assertType = <T extends true>(value: T): T => value;

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const leaf = <T>(name: string, ok: (value: unknown) => boolean): Schema<T> => ({
  check: (value, path, _strict, problems) => {
    if (!ok(value)) problems.push(`${path}: expected ${name}, got ${kindOf(value)} ${JSON.stringify(value)?.slice(0, 60)}`);
  },
});

export const str: Schema<string> = leaf('a string', (v) => typeof v === 'string');
export const num: Schema<number> = leaf('a finite number', (v) => typeof v === 'number' && Number.isFinite(v));
export const bool: Schema<boolean> = leaf('a boolean', (v) => typeof v === 'boolean');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A Date: on the wire exactly `toISOString()`'s form, which the clients revive. */
export const date: Schema<Date> = leaf('an ISO date with milliseconds and Z', (v) => typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)));

/** One of the given values. */
export const oneOf = <const V extends readonly (string | number | boolean)[]>(...values: V): Schema<V[number]> =>
  leaf(`one of ${values.map((v) => JSON.stringify(v)).join(' ')}`, (v) => values.includes(v as V[number]));

export const arrayOf = <T>(item: Schema<T>): Schema<T[]> => ({
  check: (value, path, strict, problems) => {
    if (!Array.isArray(value)) return void problems.push(`${path}: expected an array, got ${kindOf(value)}`);
    value.forEach((v, i) => item.check(v, `${path}[${i}]`, strict, problems));
  },
});

export const pair = <A, B>(a: Schema<A>, b: Schema<B>): Schema<[A, B]> => ({
  check: (value, path, strict, problems) => {
    if (!Array.isArray(value) || value.length !== 2) return void problems.push(`${path}: expected [a, b], got ${JSON.stringify(value)}`);
    a.check(value[0], `${path}[0]`, strict, problems);
    b.check(value[1], `${path}[1]`, strict, problems);
  },
});

export const nullable = <T>(inner: Schema<T>): Schema<T | null> => ({
  check: (value, path, strict, problems) => {
    if (value !== null) inner.check(value, path, strict, problems);
  },
});

/** An object whose keys are data (currency codes, payment methods). */
export const recordOf = <T>(item: Schema<T>): Schema<Record<string, T>> => ({
  check: (value, path, strict, problems) => {
    if (kindOf(value) !== 'object') return void problems.push(`${path}: expected an object, got ${kindOf(value)}`);
    for (const [key, v] of Object.entries(value as object)) item.check(v, `${path}.${key}`, strict, problems);
  },
});

/** The variant that fits, else the problems of the one that fits best. */
export const either = <S extends Schema<unknown>[]>(...variants: S): Schema<Infer<S[number]>> => ({
  check: (value, path, strict, problems) => {
    const each = variants.map((variant) => {
      const found: string[] = [];
      variant.check(value, path, strict, found);
      return found;
    });
    const best = each.reduce((a, b) => (b.length < a.length ? b : a));
    problems.push(...best);
  },
});

export type Fields = Record<string, Schema<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<R extends Fields, O extends Fields> = Simplify<{ [K in keyof R]: Infer<R[K]> } & { [K in keyof O]?: Infer<O[K]> }>;

export interface ObjectSchema<R extends Fields, O extends Fields> extends Schema<ObjectOf<R, O>> {
  readonly required: R;
  readonly optional: O;
  readonly extras: Fields;
}

/**
 * An object of required and optional fields. `extras` are fields of ours that may travel beside
 * them when the answer is not strict; any other field is a problem, strict or not.
 */
export function object<R extends Fields, O extends Fields = Record<never, never>>(required: R, optional?: O, extras: Fields = {}): ObjectSchema<R, O> {
  const opt = (optional ?? {}) as O;
  return {
    required,
    optional: opt,
    extras,
    check: (value, path, strict, problems) => {
      if (kindOf(value) !== 'object') return void problems.push(`${path}: expected an object, got ${kindOf(value)}`);
      const record = value as Record<string, unknown>;
      for (const [key, schema] of Object.entries(required)) {
        if (!(key in record) || record[key] === undefined) problems.push(`${path}.${key}: missing`);
        else schema.check(record[key], `${path}.${key}`, strict, problems);
      }
      for (const [key, v] of Object.entries(record)) {
        if (key in required) continue;
        const schema = (opt as Fields)[key] ?? (strict ? undefined : extras[key]);
        if (schema) schema.check(v, `${path}.${key}`, strict, problems);
        else problems.push(`${path}.${key}: ${key in extras ? 'a staff extra in a strict answer' : 'not a field of this shape'}`);
      }
    },
  };
}

/** The same object with (more) staff extras, for a place where ours travel beside the platform's entity. */
export const withExtras = <R extends Fields, O extends Fields>(schema: ObjectSchema<R, O>, extras: Fields): ObjectSchema<R, O> =>
  object(schema.required, schema.optional, { ...schema.extras, ...extras });

/** The problems of `value` against `schema` (empty when it fits). */
export function problemsOf<T>(schema: Schema<T>, value: unknown, strict: boolean, path = '$'): string[] {
  const problems: string[] = [];
  schema.check(value, path, strict, problems);
  return problems;
}
