// Stand-in for `zod-to-json-schema` (the release pins 3.25.1) over the zod stand-in's schemas:
// an object schema becomes a draft-07 object with every property required (no `required` when it has none) and no additional
// properties, keys in the order that version writes them (type, properties, required,
// additionalProperties, $schema); a string property is `{type, description}` and an enum
// `{type, enum, description}`.
export function zodToJsonSchema(schema) {
  if (!schema || typeof schema.shape !== 'object') {
    throw new Error('the zod-to-json-schema stand-in converts only z.object schemas');
  }
  const properties = {};
  for (const [key, value] of Object.entries(schema.shape)) properties[key] = value.jsonSchema;
  const required = Object.keys(properties);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    $schema: 'http://json-schema.org/draft-07/schema#',
  };
}
