import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../scripts/build/contentSecurityPolicy';
import { SettingsDialog } from './SettingsDialog';

function setPolicy(extra: string[]) {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = contentSecurityPolicy(extra);
  document.head.append(meta);
}

beforeEach(() => {
  document.head.querySelector('meta[http-equiv]')?.remove();
  // jsdom has no modal dialogs: open them as plain ones.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const typeBaseUrl = (value: string) =>
  fireEvent.change(screen.getByLabelText('Base URL'), { target: { value } });

describe('SettingsDialog base URL', () => {
  it("warns, before any call, when the page's policy blocks the address, and says what to do", () => {
    setPolicy([]);
    render(<SettingsDialog onClose={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    typeBaseUrl('http://127.0.0.1:8080/v1');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'This page may only connect to this site and https://generativelanguage.googleapis.com',
    );
    expect(alert.textContent).toContain('would block every request to http://127.0.0.1:8080');
    expect(alert.textContent).toContain(
      'PROMPTSCOPE_CONNECT_SRC="http://127.0.0.1:8080" npm run build',
    );
    typeBaseUrl('https://generativelanguage.googleapis.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts an address the build allowed explicitly, and any address without a policy', () => {
    setPolicy(['https://proxy.example.com']);
    render(<SettingsDialog onClose={() => {}} />);
    typeBaseUrl('https://proxy.example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    document.head.querySelector('meta[http-equiv]')?.remove();
    render(<SettingsDialog onClose={() => {}} />);
    typeBaseUrl('https://elsewhere.example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
