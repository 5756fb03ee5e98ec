/**
 * Ranking of auto-dispatch candidates (snAutoEngineerDispatch). A rule matches an order when its area is the order's
 * area or one above it, its product category (if any) is the order's or one above it, and its service type (if any)
 * is the order's. Among matches: higher priority first; then the more specific rule (nearer area, a category, a
 * service type); then the outlet nearer to the customer when both are known; then the older rule.
 */

export interface MatchedRule {
  ruleId: number;
  siteId: number;
  engineerId: number | null;
  priority: number;
  /** Steps from the order's area up to the rule's (0: the same area). */
  areaDistance: number;
  /** Steps from the order's category up to the rule's; null when the rule takes any category. */
  categoryDistance: number | null;
  /** Whether the rule names the service type (else it takes any). */
  serviceTypeSet: boolean;
  /** Kilometres from the outlet to the customer, when both have coordinates. */
  distanceKm: number | null;
}

export interface Candidate extends MatchedRule {
  rank: number;
}

const byNullLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

export function compareRules(a: MatchedRule, b: MatchedRule): number {
  return (
    b.priority - a.priority ||
    a.areaDistance - b.areaDistance ||
    byNullLast(a.categoryDistance, b.categoryDistance) ||
    Number(b.serviceTypeSet) - Number(a.serviceTypeSet) ||
    byNullLast(a.distanceKm, b.distanceKm) ||
    a.ruleId - b.ruleId
  );
}

/** The ranked candidates: each outlet-and-engineer pair once, at the place of its best rule. */
export function rankCandidates(rules: MatchedRule[]): Candidate[] {
  const seen = new Set<string>();
  const ranked: Candidate[] = [];
  for (const rule of [...rules].sort(compareRules)) {
    const key = `${rule.siteId}:${rule.engineerId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ranked.push({ ...rule, rank: ranked.length + 1 });
  }
  return ranked;
}
