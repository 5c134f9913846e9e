import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_NAMES } from '../../toolNames';
import { TOOL_DECLARATIONS, toolDeclarationsFor } from './toolDeclarations';

describe('TOOL_DECLARATIONS', () => {
  it.each(BUILTIN_TOOL_NAMES.map((name) => [name]))('declares %s with an object schema', (name) => {
    // Every registered built-in tool sends a declaration; a missing one would hide its cost.
    const decl = TOOL_DECLARATIONS[name];
    expect(decl?.name).toBe(name);
    expect(decl?.description.length).toBeGreaterThan(20);
    expect(decl?.parametersJsonSchema.type).toBe('object');
    const properties = Object.keys(decl?.parametersJsonSchema.properties ?? {});
    for (const required of decl?.parametersJsonSchema.required ?? []) {
      expect(properties).toContain(required);
    }
  });

  it('declares nothing beyond the built-in names', () => {
    expect(Object.keys(TOOL_DECLARATIONS).sort()).toEqual([...BUILTIN_TOOL_NAMES].sort());
  });
});

describe('toolDeclarationsFor', () => {
  it('keeps registry order and gives unknown tools a generic declaration', () => {
    const decls = toolDeclarationsFor(['read_file', 'github__create_issue', 'my_tool']);
    expect(decls.map((d) => d.name)).toEqual(['read_file', 'github__create_issue', 'my_tool']);
    expect(decls[1]?.description).toContain('"github"');
    expect(decls[2]?.parametersJsonSchema).toEqual({ type: 'object', properties: {} });
  });
});
