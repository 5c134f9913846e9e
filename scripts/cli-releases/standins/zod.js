// Stand-in for `zod` in the release's tool declarations: tools/definitions/
// dynamic-declaration-helpers.js `getActivateSkillDeclaration` builds one object schema whose
// single property is `z.string().describe(text)` or `z.enum(names).describe(text)`. Each
// stand-in schema holds the JSON schema zod-to-json-schema writes for it (see
// zod-to-json-schema.js), so only those forms exist here; anything else fails to bundle or
// throws, and the core then keeps Promptscope's own declaration.
class JsonBackedSchema {
  constructor(json) {
    this.jsonSchema = json;
  }

  describe(description) {
    return new JsonBackedSchema({ ...this.jsonSchema, description });
  }
}

class ObjectSchema {
  constructor(shape) {
    for (const [key, value] of Object.entries(shape)) {
      if (!(value instanceof JsonBackedSchema)) {
        throw new Error(`the zod stand-in has no schema kind for property "${key}"`);
      }
    }
    this.shape = shape;
  }
}

export const z = {
  string: () => new JsonBackedSchema({ type: 'string' }),
  enum: (values) => new JsonBackedSchema({ type: 'string', enum: Array.from(values) }),
  object: (shape) => new ObjectSchema(shape),
};
