/**
 * A generic restore engine for untrusted configuration (share links, local storage, files).
 * It walks the defaults' shape field by field and never trusts, throws or pollutes:
 * unknown fields are dropped, wrong or out-of-range values fall back to their default,
 * and every change is listed as a repair.
 */
import { describeValue, formatPath, isPlainObject, isForbiddenKey, cloneJson } from './values';
import type { FieldRule, RestoreRules } from './rules';
import { describeControlCharacters, showControlCharacters } from '../security/controlCharacters';

/** What was wrong with one field of a restored value and what was done about it. */
export interface StateRepair {
  /** Dotted path of the field, e.g. `gemini.skills[2].name` or `workspace.files["/a.md"]`. */
  path: string;
  problem: string;
  action: 'dropped' | 'reset to default' | 'not listed';
}

/** The restored value (always valid against the defaults and rules) and its repairs. */
export interface RestoreResult<T> {
  state: T;
  repairs: StateRepair[];
}

/** At most this many repairs are listed; the rest are summarised in one last entry. */
export const MAX_LISTED_REPAIRS = 100;

const DEFAULT_MAX_STRING_LENGTH = 100_000;
const DEFAULT_MAX_ITEMS = 1_000;

interface Context {
  rules: ReadonlyMap<string, FieldRule>;
  repairs: StateRepair[];
  unlisted: number;
}

/** A path built lazily: only fields that get repaired pay for formatting their path. */
type Path = { parent: Path; key: string; kind: 'field' | 'index' | 'entry' } | null;

function showPath(path: Path): string {
  if (path === null) return '';
  const parent = showPath(path.parent);
  return path.kind === 'index'
    ? `${parent}[${path.key}]`
    : formatPath(parent, path.key, path.kind === 'entry');
}

const ruleMaps = new WeakMap<RestoreRules, ReadonlyMap<string, FieldRule>>();

function ruleMap(rules: RestoreRules): ReadonlyMap<string, FieldRule> {
  let map = ruleMaps.get(rules);
  if (!map) {
    map = new Map(Object.entries(rules));
    ruleMaps.set(rules, map);
  }
  return map;
}

type Checked = { ok: true; value: unknown } | { ok: false; problem: string };

function report(ctx: Context, path: Path, problem: string, action: StateRepair['action']): void {
  if (ctx.repairs.length < MAX_LISTED_REPAIRS) {
    ctx.repairs.push({ path: showPath(path), problem, action });
  } else ctx.unlisted += 1;
}

/** A short quoted form of a value for messages (long strings are cut, controls escaped). */
function preview(value: unknown): string {
  const text = typeof value === 'string' && value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return showControlCharacters(JSON.stringify(text) ?? String(text));
}

function checkLeaf(raw: unknown, template: unknown, rule: FieldRule | undefined): Checked {
  if (raw === null && (template === null || rule?.nullOr !== undefined)) {
    return { ok: true, value: null };
  }
  const expected = rule?.nullOr ?? (template === null ? 'null' : typeof template);
  if (typeof raw !== expected) {
    const orNull = rule?.nullOr ? ' or null' : '';
    return { ok: false, problem: `expected ${expected}${orNull}, got ${describeValue(raw)}` };
  }
  if (typeof raw === 'number' && !Number.isFinite(raw)) {
    return { ok: false, problem: `expected a finite number, got ${raw}` };
  }
  if (rule?.oneOf && !rule.oneOf.includes(raw as string)) {
    return { ok: false, problem: `${preview(raw)} is not one of ${rule.oneOf.join(', ')}` };
  }
  if (typeof raw === 'number' && rule?.range) {
    const { min, max, minExclusive, maxExclusive, integer } = rule.range;
    const below = minExclusive ? raw <= min : raw < min;
    const above = maxExclusive ? raw >= max : raw > max;
    if (below || above || (integer && !Number.isInteger(raw))) {
      const interval = `${minExclusive ? '(' : '['}${min}, ${max}${maxExclusive ? ')' : ']'}`;
      return {
        ok: false,
        problem: `${raw} is outside ${interval}${integer ? ' or not whole' : ''}`,
      };
    }
  }
  if (typeof raw === 'string') {
    const max = rule?.maxLength ?? DEFAULT_MAX_STRING_LENGTH;
    if (raw.length > max) {
      return { ok: false, problem: `text of ${raw.length} characters exceeds ${max}` };
    }
    if (rule?.pattern && !rule.pattern.test(raw)) {
      return { ok: false, problem: `${preview(raw)} has the wrong format` };
    }
    const control = rule?.singleLine ? describeControlCharacters(raw) : null;
    if (control !== null) return { ok: false, problem: `${preview(raw)} ${control}` };
  }
  return { ok: true, value: raw };
}

function checkArray(
  raw: unknown,
  rule: FieldRule,
  path: Path,
  rulePath: string,
  ctx: Context,
): Checked {
  if (!Array.isArray(raw)) {
    return { ok: false, problem: `expected array, got ${describeValue(raw)}` };
  }
  const max = rule.maxItems ?? DEFAULT_MAX_ITEMS;
  // Too many items: the first `max` are kept and the rest listed as one repair, never all lost.
  if (raw.length > max) {
    report(ctx, path, `${raw.length - max} items beyond the first ${max} were not kept`, 'dropped');
  }
  const out: unknown[] = [];
  const itemRulePath = `${rulePath}[]`;
  raw.slice(0, max).forEach((item: unknown, index) => {
    const itemPath: Path = { parent: path, key: String(index), kind: 'index' };
    const checked = check(item, rule.arrayOf, itemPath, itemRulePath, ctx);
    if (checked.ok) out.push(checked.value);
    else report(ctx, itemPath, checked.problem, 'dropped');
  });
  return { ok: true, value: out };
}

function checkRecord(
  raw: unknown,
  rule: FieldRule,
  path: Path,
  rulePath: string,
  ctx: Context,
): Checked {
  if (!isPlainObject(raw)) {
    return { ok: false, problem: `expected object, got ${describeValue(raw)}` };
  }
  const all = Object.keys(raw);
  const max = rule.maxItems ?? DEFAULT_MAX_ITEMS;
  // Too many entries: the first `max` are kept and the rest listed, never all lost.
  if (all.length > max) {
    const skipped = all.slice(max);
    const named = skipped.slice(0, 3).join(', ');
    const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : '';
    report(
      ctx,
      path,
      `${skipped.length} entries beyond the first ${max} were not kept (${named}${more})`,
      'dropped',
    );
  }
  const keys = all.slice(0, max);
  const out: Record<string, unknown> = {};
  const valueRulePath = `${rulePath}.*`;
  for (const key of keys) {
    const entryPath: Path = { parent: path, key, kind: 'entry' };
    if (isForbiddenKey(key)) {
      report(ctx, entryPath, 'reserved key', 'dropped');
      continue;
    }
    if (key.length > (rule.maxKeyLength ?? DEFAULT_MAX_STRING_LENGTH)) {
      report(ctx, entryPath, `key of ${key.length} characters is too long`, 'dropped');
      continue;
    }
    const control = rule.singleLine ? describeControlCharacters(key) : null;
    if (control !== null) {
      report(ctx, entryPath, `the key ${control}`, 'dropped');
      continue;
    }
    const keyProblem = rule.keyProblem?.(key) ?? null;
    if (keyProblem !== null) {
      report(ctx, entryPath, keyProblem, 'dropped');
      continue;
    }
    const checked = check(raw[key], rule.recordOf, entryPath, valueRulePath, ctx);
    if (checked.ok) out[key] = checked.value;
    else report(ctx, entryPath, checked.problem, 'dropped');
  }
  return { ok: true, value: out };
}

function checkStruct(
  raw: unknown,
  template: Record<string, unknown>,
  path: Path,
  rulePath: string,
  ctx: Context,
): Checked {
  if (!isPlainObject(raw)) {
    return { ok: false, problem: `expected object, got ${describeValue(raw)}` };
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(template)) {
    const fallback = template[key];
    if (!Object.hasOwn(raw, key) || raw[key] === undefined) {
      out[key] = cloneJson(fallback);
      continue;
    }
    const fieldPath: Path = { parent: path, key, kind: 'field' };
    const fieldRulePath = rulePath === '' ? key : `${rulePath}.${key}`;
    const checked = check(raw[key], fallback, fieldPath, fieldRulePath, ctx);
    if (checked.ok) out[key] = checked.value;
    else {
      report(ctx, fieldPath, checked.problem, 'reset to default');
      out[key] = cloneJson(fallback);
    }
  }
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(template, key)) {
      report(ctx, { parent: path, key, kind: 'field' }, 'unknown field', 'dropped');
    }
  }
  return { ok: true, value: out };
}

function check(
  raw: unknown,
  template: unknown,
  path: Path,
  rulePath: string,
  ctx: Context,
): Checked {
  const rule = ctx.rules.get(rulePath);
  if (rule?.arrayOf !== undefined) return checkArray(raw, rule, path, rulePath, ctx);
  if (Array.isArray(template)) return checkArray(raw, { arrayOf: '' }, path, rulePath, ctx);
  if (rule?.recordOf !== undefined) return checkRecord(raw, rule, path, rulePath, ctx);
  if (isPlainObject(template)) return checkStruct(raw, template, path, rulePath, ctx);
  return checkLeaf(raw, template, rule);
}

/**
 * Restores `raw` against the shape of `defaults` and the per-path `rules`.
 * Missing fields take their default silently (older or partial data); everything else that
 * is changed is listed in `repairs`. Never throws; the result shares no objects with `raw`
 * or `defaults` except immutable primitives.
 */
export function restoreState<T extends object>(
  raw: unknown,
  defaults: T,
  rules: RestoreRules,
): RestoreResult<T> {
  const ctx: Context = { rules: ruleMap(rules), repairs: [], unlisted: 0 };
  let state: T;
  try {
    const checked = check(raw, defaults, null, '', ctx);
    if (checked.ok) state = checked.value as T;
    else {
      report(ctx, null, checked.problem, 'reset to default');
      state = cloneJson(defaults);
    }
  } catch {
    // Exotic inputs (getters, proxies) are the only way here; JSON data never throws.
    ctx.repairs = [{ path: '', problem: 'value could not be read', action: 'reset to default' }];
    ctx.unlisted = 0;
    state = cloneJson(defaults);
  }
  if (ctx.unlisted > 0) {
    ctx.repairs.push({ path: '', problem: `${ctx.unlisted} more problems`, action: 'not listed' });
  }
  return { state, repairs: ctx.repairs };
}
