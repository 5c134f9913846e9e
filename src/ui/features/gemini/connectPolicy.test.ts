import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../scripts/build/contentSecurityPolicy';
import {
  allowedConnectSources,
  connectSourcesOf,
  describeSources,
  isConnectAllowed,
} from './connectPolicy';

const PAGE = 'http://127.0.0.1:4173/';
const BUILT = connectSourcesOf(contentSecurityPolicy([]));

describe('the built policy', () => {
  it("connects only to this site and the Gemini API's origin", () => {
    expect(BUILT).toEqual(["'self'", 'https://generativelanguage.googleapis.com']);
  });

  it.each([
    ['https://generativelanguage.googleapis.com', true],
    ['https://generativelanguage.googleapis.com/v1beta', true],
    ['http://127.0.0.1:4173/assets/x.json', true],
    ['http://127.0.0.1:59998', false],
    ['http://localhost:8080/v1', false],
    ['https://proxy.example.com', false],
    ['http://generativelanguage.googleapis.com', false],
    ['https://generativelanguage.googleapis.com:8443', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isConnectAllowed(url, BUILT, PAGE)).toBe(allowed);
  });

  it('allows what PROMPTSCOPE_CONNECT_SRC added explicitly', () => {
    const sources = connectSourcesOf(
      contentSecurityPolicy(['https://proxy.example.com', 'http://localhost:*']),
    );
    expect(isConnectAllowed('https://proxy.example.com/v1', sources, PAGE)).toBe(true);
    expect(isConnectAllowed('https://proxy.example.com:444', sources, PAGE)).toBe(false);
    expect(isConnectAllowed('http://localhost:8080', sources, PAGE)).toBe(true);
    expect(isConnectAllowed('http://127.0.0.1:8080', sources, PAGE)).toBe(false);
  });
});

describe('other source expressions', () => {
  it.each([
    [['*'], 'https://any.example.com', true],
    [['https:'], 'https://any.example.com', true],
    [['https:'], 'http://any.example.com', false],
    [['https://*.example.com'], 'https://api.example.com', true],
    [['https://*.example.com'], 'https://example.com', false],
    [['http://proxy.example.com'], 'https://proxy.example.com', true],
    [["'none'"], 'https://proxy.example.com', false],
  ])('%j allows %s: %s', (sources, url, allowed) => {
    expect(isConnectAllowed(url, sources, PAGE)).toBe(allowed);
  });

  it('falls back to default-src, and allows anything without a policy (the dev server)', () => {
    expect(connectSourcesOf("default-src 'self'; script-src 'self'")).toEqual(["'self'"]);
    expect(connectSourcesOf("script-src 'self'")).toBeNull();
    expect(isConnectAllowed('https://proxy.example.com', null, PAGE)).toBe(true);
  });
});

describe('allowedConnectSources', () => {
  it("reads the page's own policy meta tag", () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(allowedConnectSources(doc)).toBeNull();
    const meta = doc.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = contentSecurityPolicy([]);
    doc.head.append(meta);
    expect(allowedConnectSources(doc)).toEqual(BUILT);
  });

  it('names the sources in words', () => {
    expect(describeSources(BUILT ?? [])).toBe(
      'this site and https://generativelanguage.googleapis.com',
    );
  });
});
