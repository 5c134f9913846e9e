import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The core/UI boundary is enforced by lint, not just intended: these probes must fail.
const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('architecture boundaries', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ["import { create } from 'zustand';\nexport const x = create;", 'no-restricted-imports'],
    [
      "import { QueryClient } from '@tanstack/query-core';\nexport const x = QueryClient;",
      'no-restricted-imports',
    ],
    ["import * as m from 'monaco-editor';\nexport const x = m;", 'no-restricted-imports'],
    [
      "import { GoogleGenAI } from '@google/genai';\nexport const x = GoogleGenAI;",
      'no-restricted-imports',
    ],
    [
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
      'no-restricted-imports',
    ],
    ['export const x = window.location.href;', 'no-restricted-globals'],
    ['export const x = document.title;', 'no-restricted-globals'],
    ['export const x = localStorage.length;', 'no-restricted-globals'],
  ])('src/core rejects %s', async (code, rule) => {
    expect(await ruleIds(code, 'src/core/probe.ts')).toContain(rule);
  });

  it('src/core may import @google/genai types only', async () => {
    const code = "import type { Content } from '@google/genai';\nexport type X = Content;";
    expect(await ruleIds(code, 'src/core/probe.ts')).not.toContain('no-restricted-imports');
  });

  it.each(['src/ui/probe.ts', 'src/workers/probe.ts'])(
    '%s reaches core only through src/core/index.ts',
    async (file) => {
      const deep = "export { tokenLimit } from '../core/models';";
      const viaIndex = "export { tokenLimit } from '../core';";
      expect(await ruleIds(deep, file)).toContain('no-restricted-imports');
      expect(await ruleIds(viaIndex, file)).not.toContain('no-restricted-imports');
    },
  );
});
