/** The head of a figure card: the vocabulary it counts in, and whether it is exact. */
export function FigureCardHead({ name, badge }: { name: string; badge: string }) {
  return (
    <div className="meter-card-head">
      <span className="meter-card-title">{name}</span>
      <span className={`estimate-badge${badge === 'exact' ? ' exact-badge' : ''}`}>{badge}</span>
    </div>
  );
}
