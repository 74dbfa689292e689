import type { ReactNode } from 'react';

export interface ListRowProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Left side: usually an {@link Avatar}. */
  leading?: ReactNode;
  /** Right side: a price, a chevron, a badge. */
  trailing?: ReactNode;
  /** With `href` the row is a link; with only `onClick` a button; with neither, plain content. */
  href?: string;
  onClick?: (event: React.MouseEvent) => void;
  /** A choice list's current choice (`aria-pressed` on a button row, `aria-current` on a link row). */
  selected?: boolean;
  /** Browser tooltip (e.g. the full title of a truncated one). */
  tooltip?: string;
  testId?: string;
}

/** A row of a list: leading picture, title and subtitle, trailing detail; keyboard and touch friendly. */
export function ListRow({ title, subtitle, leading, trailing, href, onClick, selected, tooltip, testId }: ListRowProps) {
  const body = (
    <>
      {leading && <span className="bk-row__leading">{leading}</span>}
      <span className="bk-row__main">
        <span className="bk-row__title">{title}</span>
        {subtitle && <span className="bk-row__subtitle">{subtitle}</span>}
      </span>
      {trailing && <span className="bk-row__trailing">{trailing}</span>}
    </>
  );
  const className = `bk-row${selected ? ' bk-row--selected' : ''}`;
  if (href !== undefined) {
    return (
      <a className={className} href={href} onClick={onClick} title={tooltip} aria-current={selected || undefined} data-testid={testId}>
        {body}
      </a>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick} title={tooltip} aria-pressed={selected} data-testid={testId}>
        {body}
      </button>
    );
  }
  return (
    <div className={className} title={tooltip} data-testid={testId}>
      {body}
    </div>
  );
}

/** A heading over a group of rows, with an optional action on the right. */
export function SectionHeader({ title, action, id }: { title: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <div className="bk-section-header">
      <h2 id={id}>{title}</h2>
      {action}
    </div>
  );
}
