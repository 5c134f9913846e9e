/**
 * The Monaco editor features Promptscope's editors use, instead of every feature
 * (`monaco-editor/features/register.all`). Each feature is an editor contribution that every
 * editor creates, and many follow each edit: inline completions re-base their state on it
 * (10–17 ms on the first keystroke in a 200 KB memory, profiled with
 * scripts/bench/lib/profile-typing.mjs), links, colours and code actions are asked for again.
 * Promptscope has no providers for those, so that was work for nothing, and about 500 KB of
 * minified script loaded with the editor.
 *
 * Kept: what a user editing prose, JSON and templates reaches by keyboard or mouse. Monaco's
 * JSON language service would register every feature again (see
 * `features/compression/jsonLanguage.ts`), so it is not used.
 */

// Searching and replacing (Ctrl+F, Ctrl+H) and the icons of its widget.
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/codicon/register';
// Cut, copy and paste from the context menu; the context menu itself.
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
// The compare view's diff editor (next/previous change, the accessible diff viewer).
import 'monaco-editor/features/diffEditor/register';
// Hover messages of decorations and markers (the prefix break, the template's warnings),
// and F8 to reach a marker's message from the keyboard.
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/gotoError/register';
// Completions of the template's ${…} variables (the suggest widget without inline
// completions, which `features/suggest` would pull in).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
// Folding of the JSON history editor.
import 'monaco-editor/features/folding/register';
// Editing by keyboard: word moves and deletes, line moves and copies, multiple cursors,
// indentation, comments, transpose, selection growth, soft undo.
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/wordPartOperations/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/dnd/register';
// Ctrl+M (Tab moves the focus), the read-only notice, go to line, the command palette (F1).
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/quickCommand/register';
// Marks invisible and unusual characters, which matter in a prompt.
import 'monaco-editor/features/unicodeHighlighter/register';
