/** Joins the truthy class names: cx('a', busy && 'b', undefined) === 'a b'. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
