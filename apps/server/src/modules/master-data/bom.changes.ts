/** What a save did to a BOM's lines, part by part: the pure diff behind its change records. */

export interface BomLine {
  partsId: number;
  quantity: number;
  position?: string | null;
}

export interface BomLineChange {
  partsId: number;
  changeType: 'add' | 'update' | 'remove';
  fromQuantity: number | null;
  toQuantity: number | null;
  fromPosition: string | null;
  toPosition: string | null;
}

/** Lines are matched by part: a part new to the BOM is added, one gone is removed, one whose quantity or position differs is updated. */
export function bomLineChanges(before: readonly BomLine[], after: readonly BomLine[]): BomLineChange[] {
  const old = new Map(before.map((line) => [Number(line.partsId), line]));
  const now = new Map(after.map((line) => [Number(line.partsId), line]));
  const changes: BomLineChange[] = [];
  for (const [partsId, line] of now) {
    const was = old.get(partsId);
    const position = line.position ?? null;
    if (!was) changes.push({ partsId, changeType: 'add', fromQuantity: null, toQuantity: line.quantity, fromPosition: null, toPosition: position });
    else if (was.quantity !== line.quantity || (was.position ?? null) !== position)
      changes.push({ partsId, changeType: 'update', fromQuantity: was.quantity, toQuantity: line.quantity, fromPosition: was.position ?? null, toPosition: position });
  }
  for (const [partsId, was] of old) {
    if (!now.has(partsId)) changes.push({ partsId, changeType: 'remove', fromQuantity: was.quantity, toQuantity: null, fromPosition: was.position ?? null, toPosition: null });
  }
  return changes;
}
