import type { StateRepair } from '../../../core';

/** The fields a link or file got wrong, and what was done about each. User text as text. */
export function RepairList({ repairs }: { repairs: StateRepair[] }) {
  if (repairs.length === 0) return null;
  return (
    <details className="share-repairs" open={repairs.length <= 5}>
      <summary>
        {repairs.length === 1
          ? '1 setting was repaired'
          : `${repairs.length} settings were repaired`}
      </summary>
      <ul>
        {repairs.map((repair, index) => (
          <li key={`${repair.path}-${index}`}>
            <code>{repair.path || '(whole configuration)'}</code>: {repair.problem} ({repair.action}
            )
          </li>
        ))}
      </ul>
    </details>
  );
}
