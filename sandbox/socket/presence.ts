import type { CasePresence, CaseStaff } from '../../src/contract/cases';

/**
 * Who has which case open, per socket connection (in memory: presence is as live as the socket;
 * a restart or a dropped connection forgets it). A staff member with the case open in two tabs
 * counts once; they leave the case when the last of their connections leaves it or closes.
 */
export class Presence<Key> {
  private readonly viewing = new Map<Key, { contractId: string; staff: CaseStaff }>();

  /** The connection now has `contractId` open (null: none); whether the presence changed. */
  set(key: Key, contractId: string | null, staff: CaseStaff): boolean {
    const before = this.signature();
    if (contractId) this.viewing.set(key, { contractId, staff: { id: staff.id, username: staff.username } });
    else this.viewing.delete(key);
    return this.signature() !== before;
  }

  /** The connection closed; whether the presence changed. */
  drop(key: Key): boolean {
    const before = this.signature();
    this.viewing.delete(key);
    return this.signature() !== before;
  }

  /** Every open case with its staff, by contract id and username (a stable order). */
  snapshot(): CasePresence[] {
    const byCase = new Map<string, Map<string, CaseStaff>>();
    for (const { contractId, staff } of this.viewing.values()) {
      if (!byCase.has(contractId)) byCase.set(contractId, new Map());
      byCase.get(contractId)!.set(staff.id, staff);
    }
    return [...byCase.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([contractId, staff]) => ({ contractId, staff: [...staff.values()].sort((a, b) => a.username.localeCompare(b.username)) }));
  }

  private signature(): string {
    return JSON.stringify(this.snapshot());
  }
}
