import type { ClaudeToolDefinition, ProviderJsonSchema } from './types';

type SchemaTransform = (schema: ProviderJsonSchema) => ProviderJsonSchema;

const isSchema = (v: unknown): v is ProviderJsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies `fn` to a schema node, then recurses into its sub-schemas (`properties` values,
 * `items`, `additionalProperties`, `anyOf`/`oneOf`/`allOf`, `$defs`/`definitions`). Keys of
 * `properties` are property names, never keywords, so a property called `example` survives.
 */
export function mapProviderSchema(
  schema: ProviderJsonSchema,
  fn: SchemaTransform,
): ProviderJsonSchema {
  const node = fn(schema);
  const out: ProviderJsonSchema = { ...node };
  for (const key of ['properties', '$defs', 'definitions'] as const) {
    const map = node[key];
    if (isSchema(map)) {
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [
          name,
          isSchema(sub) ? mapProviderSchema(sub, fn) : sub,
        ]),
      );
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const sub = node[key];
    if (isSchema(sub)) out[key] = mapProviderSchema(sub, fn);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = node[key];
    if (Array.isArray(list))
      out[key] = list.map((s: unknown) => (isSchema(s) ? mapProviderSchema(s, fn) : s));
  }
  return out;
}

/** The first sentence of a description (up to the first `.`, `!` or `?` followed by a space or the end). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(trimmed);
  return match ? match[0] : trimmed;
}

const minimalNode: SchemaTransform = (schema) => {
  const out: ProviderJsonSchema = { ...schema };
  if (typeof out['description'] === 'string')
    out['description'] = firstSentence(out['description']);
  const props = out['properties'];
  if (isSchema(props)) {
    const required = Array.isArray(out['required']) ? (out['required'] as unknown[]) : [];
    out['properties'] = Object.fromEntries(
      Object.entries(props).filter(([name]) => required.includes(name)),
    );
  }
  return out;
};

/**
 * Compression step 2 of the multi-provider shim ("remove optional fields, use minimal descriptions"): drops
 * every property not listed in its object's `required`, and cuts tool and property
 * descriptions to their first sentence. Names and required parameters are kept.
 */
export function compressProviderToolDefinitions(
  tools: readonly ClaudeToolDefinition[],
): ClaudeToolDefinition[] {
  return tools.map((t) => ({
    name: t.name,
    description: firstSentence(t.description),
    input_schema: mapProviderSchema(t.input_schema, minimalNode),
  }));
}

const OPEN_EXAMPLE = '<example>';
const CLOSE_EXAMPLE = '</example>';

/**
 * Removes every `<example>…</example>` block with the whitespace before it, as replacing
 * `/\s*<example>[\s\S]*?<\/example>/g` does, in one pass: each block ends at the first
 * `</example>` after its opening tag, and an opening tag with no closing one after it (nor
 * any later tag, then) is left as it is. The expression went quadratic on unclosed tags and
 * long runs of spaces.
 */
export function stripExampleBlocks(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf(OPEN_EXAMPLE, from);
    if (open < 0) break;
    const close = text.indexOf(CLOSE_EXAMPLE, open + OPEN_EXAMPLE.length);
    if (close < 0) break;
    let start = open;
    while (start > from && /\s/.test(text[start - 1] as string)) start -= 1;
    out += text.slice(from, start);
    from = close + CLOSE_EXAMPLE.length;
  }
  return from === 0 ? text : out + text.slice(from);
}

const withoutExamples: SchemaTransform = (schema) => {
  const rest: ProviderJsonSchema = { ...schema };
  delete rest['examples'];
  delete rest['example'];
  if (typeof rest['description'] === 'string')
    rest['description'] = stripExampleBlocks(rest['description']);
  return rest;
};

/**
 * Compression step 3 of the multi-provider shim ("strip example usage from tool schemas"): removes the
 * `examples`/`example` keywords at every schema level and `<example>…</example>` blocks from
 * descriptions.
 */
export function removeProviderToolExamples(
  tools: readonly ClaudeToolDefinition[],
): ClaudeToolDefinition[] {
  return tools.map((t) => ({
    name: t.name,
    description: stripExampleBlocks(t.description),
    input_schema: mapProviderSchema(t.input_schema, withoutExamples),
  }));
}
