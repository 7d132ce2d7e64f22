// The outline icons of the empty state, the drop area and the PDF stand-in: one path on a 24-unit
// grid, stroked in the text's colour, decorative (hidden from screen readers).
interface LineIconProps {
  /** The path's outline. */
  d: string;
  className?: string | undefined;
  /** Round line ends (the drop area's arrow); square by default. */
  roundEnds?: boolean;
}

export function LineIcon({ d, className, roundEnds }: LineIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap={roundEnds ? 'round' : undefined}
        strokeLinejoin="round"
        d={d}
      />
    </svg>
  );
}
