/** "1 branch", "1,250 branches": a count with the noun that fits it. */
export const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
