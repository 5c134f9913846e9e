import { cliTextLabel, type ReleaseNote } from '../../../core';
import { promptPartTitle } from '../../components/sectionLabels';
import { useUiStore } from '../../store/uiStore';
import { NoteDiff } from './NoteDiff';
import { PackageNoticeSection } from './PackageNotice';
import { NOTED_RELEASES, useReleaseNotes } from './useReleaseNotes';
import './releaseNotes.css';

const NEWEST = NOTED_RELEASES[0] ?? '';

const count = (n: number): string => n.toLocaleString('en-US');

/** Opens the compare view on the current work in `older` (A) and `newer` (B). */
function compareInFull(older: string, newer: string): void {
  useUiStore.getState().compareVersions(older, newer);
  useUiStore.getState().setView('compare');
}

function Note({ note }: { note: ReleaseNote }) {
  const { version, previous, sections } = note;
  return (
    <article className="rn-note" data-testid={`release-note-${version}`}>
      <h3>
        {version} <span className="muted">({count(note.chars)} characters)</span>
      </h3>
      {previous === null && (
        <p className="muted">The oldest release listed: nothing to compare it with.</p>
      )}
      {previous !== null && sections.length === 0 && (
        <p data-testid="release-note-same">The same text as {previous}.</p>
      )}
      {previous !== null && sections.length > 0 && (
        <>
          <table className="rn-table">
            <caption>Sections that changed since {previous}</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Characters in {previous}</th>
                <th scope="col">Characters in {version}</th>
                <th scope="col">Added</th>
                <th scope="col">Removed</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((s) => (
                <tr key={s.key}>
                  <th scope="row">{promptPartTitle(s.key)}</th>
                  <td>{count(s.charsBefore)}</td>
                  <td>{count(s.charsAfter)}</td>
                  <td>+{count(s.charsAdded)}</td>
                  <td>−{count(s.charsRemoved)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {sections.map((s) => (
            <details key={s.key} className="rn-section">
              <summary>The text of {promptPartTitle(s.key)}, line by line</summary>
              <NoteDiff hunks={s.hunks} />
            </details>
          ))}
        </>
      )}
      {previous !== null && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => compareInFull(previous, version)}
        >
          Compare your configuration in {previous} and {version}
        </button>
      )}
    </article>
  );
}

/**
 * "Release notes of the prompt": release by release, newest first, what each changed in the
 * default prompt (a new user's configuration), computed here from the releases' own code.
 */
export default function ReleaseNotesView() {
  const { notes, loaded, total, failed } = useReleaseNotes();
  return (
    <section className="rn-view" aria-labelledby="release-notes-title">
      <h2 id="release-notes-title">Release notes of the prompt</h2>
      <p className="muted">
        What each release of the Gemini CLI changed in the default prompt (a new user&apos;s
        configuration), section by section, computed in this page from each release&apos;s own text:
        each entry sets {cliTextLabel(NEWEST)} and every other release beside the one before it.
      </p>
      {failed.map((f) => (
        <div key={f.version} className="notice notice-error" role="alert">
          <p>{f.message}</p>
          <button type="button" className="btn btn-small" onClick={f.retry}>
            Retry loading release {f.version}
          </button>
        </div>
      ))}
      {!notes && failed.length === 0 && (
        <p className="muted" role="status" data-testid="release-notes-loading">
          Loading the releases&apos; texts: {loaded} of {total}…
        </p>
      )}
      {notes && (
        <div className="rn-list" data-testid="release-notes">
          {notes.map((note) => (
            <Note key={note.version} note={note} />
          ))}
        </div>
      )}
      <PackageNoticeSection />
    </section>
  );
}
