// Small line icons drawn for this site (24 x 24, stroke = currentColor). Decorative: the text
// next to an icon always carries the meaning, so icons are hidden from assistive technology.
import * as PATHS from './icon-paths';

export type IconName = keyof typeof PATHS;

interface IconShapeProps {
  /** The icon's path data (./icon-paths.ts). */
  path: string;
  /** Rendered size in CSS pixels (width and height). */
  size?: number;
  className?: string;
}

export interface IconProps extends Omit<IconShapeProps, 'path'> {
  name: IconName;
}

/** An icon by name, as the content names them. */
export function Icon({ name, ...shape }: IconProps) {
  return <IconShape path={PATHS[name]} {...shape} />;
}

/** An icon by its path data: what an island uses, so that it carries only the icons it draws. */
export function IconShape({ path, size = 24, className }: IconShapeProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
