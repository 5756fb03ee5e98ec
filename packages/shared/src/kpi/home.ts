/**
 * The outlet's and the engineer's home views (issue 19; docs/kpis.md), calls of /rpt/rptIndexCollection beside the
 * dashboard's indexMsg: the permission of each is what makes a user's home page show it.
 */
export const HOME_VIEWS = {
  /** An outlet's home: its open orders by status, what is due today, its figures and its place in its region. */
  site: { endpoint: 'siteIndexMsg', permission: 'basic_rpt_index_site' },
  /** An engineer's day: his appointments today, the orders he is on site for, those whose completion he still owes. */
  engineer: { endpoint: 'engineerDay', permission: 'basic_rpt_index_engineer' },
} as const;

/** Where one figure puts an outlet among those of its region: 1 + those with a better figure, out of those that have one. */
export interface Standing {
  /** null: the outlet has no such figure in the range (nothing counted). */
  position: number | null;
  /** The outlets of the region that have the figure. */
  of: number;
}

/** The standing of `own` among `values` (own included), the higher the better; ties share a position. */
export function standingOf(own: number | null, values: readonly (number | null)[]): Standing {
  const counted = values.filter((v): v is number => v !== null);
  return { position: own === null ? null : 1 + counted.filter((v) => v > own).length, of: counted.length };
}
