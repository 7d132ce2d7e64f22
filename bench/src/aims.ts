// What each single run (pnpm --filter @kirana/bench owners, team, ...) prints last.
/** The aims missed as the single runs print them, or "none". */
export const aimsMissedLine = (missed: string[]) =>
  `Aims missed:${missed.length ? missed.map((line) => `\n- ${line}`).join('') : ' none.'}`;
