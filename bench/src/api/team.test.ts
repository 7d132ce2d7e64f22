// The team section's aims: every sign-in with the second step succeeds, and the permission
// check costs a cached read less than 5% of its CPU time.
import { describe, expect, it } from 'vitest';
import { permissionShare, teamMissed, teamSection, type TeamRun } from './team.js';

const run = (over: Partial<TeamRun> = {}): TeamRun => ({
  signIns: 50,
  rps: 12,
  p50: 400,
  p99: 900,
  failures: 0,
  cachedReadCpuMs: 0.2,
  permissionUs: 1,
  ...over,
});

describe('the team section', () => {
  it("takes the check's share of a cached read's CPU time", () => {
    expect(permissionShare(run())).toBeCloseTo(0.005);
    expect(permissionShare(run({ cachedReadCpuMs: 0 }))).toBe(0);
  });

  it('misses when a sign-in fails or the check costs 5% or more', () => {
    expect(teamMissed(run())).toEqual([]);
    expect(teamMissed(run({ failures: 2 }))).toEqual([
      'Team: 2 sign-ins with the second step failed',
    ]);
    expect(teamMissed(run({ permissionUs: 20 }))).toEqual([
      'Team: the permission check costs 10.0% of a cached read (aim under 5%)',
    ]);
    expect(teamMissed(null)).toEqual([]);
  });

  it('reports the figures and the aim', () => {
    expect(teamSection(run())).toMatch(
      /\| the check's share of a cached read \| 0\.50% \| under 5%: met \|/,
    );
    expect(teamSection(null)).toBe('');
  });
});
