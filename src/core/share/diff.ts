/** The structural diff a share link carries: only the leaves that differ from the defaults. */
import type { RestoreRules } from '../state/rules';
import { isPlainObject, jsonEqual } from '../state/values';

/**
 * Returns the parts of `value` that differ from `defaults`, or `undefined` when nothing
 * does. Objects are compared field by field (only the defaults' fields); arrays and the
 * records named by `rules` (`recordOf`) are compared and carried whole.
 */
export function diffAgainstDefaults(
  value: unknown,
  defaults: unknown,
  rules: RestoreRules,
  rulePath = '',
): unknown {
  const rule = Object.hasOwn(rules, rulePath) ? rules[rulePath] : undefined;
  const whole = rule?.recordOf !== undefined || rule?.arrayOf !== undefined;
  if (!whole && isPlainObject(defaults) && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    let changed = false;
    for (const key of Object.keys(defaults)) {
      if (!Object.hasOwn(value, key)) continue;
      const childPath = rulePath === '' ? key : `${rulePath}.${key}`;
      const child = diffAgainstDefaults(value[key], defaults[key], rules, childPath);
      if (child !== undefined) {
        out[key] = child;
        changed = true;
      }
    }
    return changed ? out : undefined;
  }
  return jsonEqual(value, defaults) ? undefined : value;
}
