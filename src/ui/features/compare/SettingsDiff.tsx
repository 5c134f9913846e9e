import type { SettingDifference } from '../../../core';

/** The settings that differ between A and B, as "setting: A → B" lines. */
export function SettingsDiff({ items }: { items: readonly SettingDifference[] | null }) {
  if (items === null) {
    return (
      <p className="muted">One side has no configuration, so only the prompts are compared.</p>
    );
  }
  if (items.length === 0) return <p className="muted">Both sides use the same settings.</p>;
  return (
    <ul className="settings-diff" aria-label="Settings that differ" data-testid="settings-diff">
      {items.map((item) => (
        <li key={item.setting}>
          <span className="settings-diff-name">{item.setting}</span>
          <span className="settings-diff-a">{item.a}</span>
          <span aria-label="changes to"> → </span>
          <span className="settings-diff-b">{item.b}</span>
        </li>
      ))}
    </ul>
  );
}
