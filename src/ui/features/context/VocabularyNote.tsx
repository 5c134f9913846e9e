import { vocabularyName } from '../../components/vocabulary';
import { useConfig } from '../../store/configStore';

/** Names the one vocabulary every token figure of this view is counted in. */
export function VocabularyNote() {
  const encoding = useConfig((c) => c.tokens.encoding);
  return (
    <p className="ctx-note" data-testid="view-vocabulary">
      Token figures in this view: <strong>{vocabularyName(encoding)}</strong>, the meter&apos;s
      encoding (an estimate for Gemini).
    </p>
  );
}
