import { describe, expect, it } from 'vitest';
import { isConnectAllowed } from './connectPolicy';

const POLICY = [
  'https://generativelanguage.googleapis.com',
  'http://127.0.0.1:*',
  'http://localhost:*',
];

describe('isConnectAllowed', () => {
  it.each([
    ['https://generativelanguage.googleapis.com', true],
    ['http://127.0.0.1:59998', true],
    ['http://localhost:8080/v1', true],
    ['https://proxy.example.com', false],
    ['http://generativelanguage.googleapis.com', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isConnectAllowed(url, POLICY)).toBe(allowed);
  });

  it('allows anything without a policy (the dev server)', () => {
    expect(isConnectAllowed('https://proxy.example.com', null)).toBe(true);
  });
});
