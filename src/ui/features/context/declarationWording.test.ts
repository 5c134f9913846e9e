import { describe, expect, it } from 'vitest';
import type { DeclarationSource, ToolFunctionDeclaration } from '../../../core';
import { declarationWording } from './declarationWording';

const decl = (name: string): ToolFunctionDeclaration => ({
  name,
  description: `${name} does its job.`,
  parametersJsonSchema: { type: 'object', properties: {} },
});
const release: DeclarationSource = { kind: 'release', version: '0.61.0' };
const notBundled: DeclarationSource = { kind: 'ours', why: 'not-in-release-code' };

describe('declarationWording', () => {
  it('counts the release’s declarations and speaks of a single tool in our wording as one', () => {
    const sentences = declarationWording(
      [decl('read_file'), decl('invoke_agent')],
      [release, notBundled],
      'gemini-2.5-pro',
    );
    expect(sentences[1]).toBe(
      '1 of the 2 declarations are the CLI’s own text, release 0.61.0, as it declares them for gemini-2.5-pro.',
    );
    expect(sentences[2]).toBe(
      'In Promptscope’s own wording: invoke_agent, because the release builds it in tool code Promptscope does not bundle (its base class adds a parameter there).',
    );
  });

  it('speaks of several tools in our wording as several', () => {
    const sentences = declarationWording(
      [decl('read_file'), decl('invoke_agent'), decl('update_topic')],
      [release, notBundled, notBundled],
      'gemini-2.5-pro',
    );
    expect(sentences[2]).toBe(
      'In Promptscope’s own wording: invoke_agent, update_topic, because the release builds them in tool code Promptscope does not bundle (their base class adds a parameter there).',
    );
  });
});
