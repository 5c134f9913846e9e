/** The per-path rules table the restore engine reads beside the defaults' shape. */

/** A numeric interval; bounds are inclusive unless marked exclusive. */
export interface NumericRange {
  min: number;
  max: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  /** Only whole numbers are accepted. */
  integer?: boolean;
}

/**
 * Constraints for one path. Paths are dotted field names from the root (`gemini.model`);
 * array elements add `[]` (`gemini.skills[].name`) and record values add `.*`
 * (`workspace.files.*`). Fields without a rule only need the default's type; arrays without
 * an `arrayOf` rule are arrays of strings.
 */
export interface FieldRule {
  /** Allowed values of a string, number or boolean field. */
  oneOf?: readonly (string | number | boolean)[];
  range?: NumericRange;
  /** Maximum length of a string field (default 100,000). */
  maxLength?: number;
  /** A string field must match this (whole-value) pattern. */
  pattern?: RegExp;
  /**
   * A one-line value (path, id, name): no control characters (line breaks, tabs, NUL, bidi
   * controls; see `hasControlCharacters`), which a field could not show and a shell would act
   * on. On a record rule it applies to the keys.
   */
  singleLine?: boolean;
  /** The field is `null` or a value of this type (its default is usually `null`). */
  nullOr?: 'string' | 'number' | 'boolean';
  /** The field is an array; each element is restored against this template. */
  arrayOf?: unknown;
  /** The field is a string-keyed record; each value is restored against this template. */
  recordOf?: unknown;
  /** Maximum number of array items or record entries (default 1,000). */
  maxItems?: number;
  /** Maximum length of a record key (default 100,000). */
  maxKeyLength?: number;
  /** On a record rule: why a key is refused (its entry is dropped), or null to keep it. */
  keyProblem?: (key: string) => string | null;
}

/** Rules keyed by path (see {@link FieldRule}). */
export type RestoreRules = Readonly<Record<string, FieldRule>>;

type Leaf = string | number | boolean | bigint | symbol | null | undefined;

/** The dotted rule paths below a value, each with its leading `.` (see {@link StatePath}). */
type SubPaths<T> = T extends Leaf
  ? never
  : T extends readonly (infer E)[]
    ? '[]' | `[]${SubPaths<NonNullable<E>>}`
    : string extends keyof T
      ? '.*' | `.*${SubPaths<NonNullable<T[string & keyof T]>>}`
      : { [K in keyof T & string]: `.${K}` | `.${K}${SubPaths<NonNullable<T[K]>>}` }[keyof T &
          string];

/**
 * Every path a rule can name in a state type: `a.b`, `list[]`, `list[].field`, `record.*`.
 * Rules typed with it fail to compile when a field they name is renamed or removed.
 */
export type StatePath<T> =
  SubPaths<T> extends infer P ? (P extends `.${infer R}` ? R : never) : never;

/** Rules keyed by the paths of one state type. */
export type TypedRestoreRules<T> = { readonly [P in StatePath<T>]?: FieldRule };
