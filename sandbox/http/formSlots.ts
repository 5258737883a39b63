import { fail } from './failure';

/** Event forms read at the same time; more wait their turn, past MAX_WAITING_FORMS they get 429. */
export const MAX_CONCURRENT_FORMS = 4;
export const MAX_WAITING_FORMS = 32;
/**
 * One staff member's fair share: at most 2 of the 4 slots reading and 4 forms waiting. Past that
 * their next form gets 429 at once, so one account's slow uploads (36 of them sending a byte
 * every 5 s) cannot fill the slots and the queue and push a mediator's event edit out.
 */
export const MAX_FORMS_PER_STAFF = 2;
export const MAX_WAITING_PER_STAFF = 4;

interface Waiter {
  staffId: string;
  start: () => void;
}

/**
 * Bounds the memory of form uploads across requests: at most MAX_CONCURRENT_FORMS bodies (each
 * up to MAX_FORM_BYTES) are read and parsed at once; the rest wait unread (the socket holds them).
 * A freed slot goes to the longest-waiting form whose owner is below their share.
 */
export class FormSlots {
  private readonly busy = new Map<string, number>();
  private busyTotal = 0;
  private readonly waiting: Waiter[] = [];

  private held(staffId: string): number {
    return this.busy.get(staffId) ?? 0;
  }

  private take(staffId: string): void {
    this.busy.set(staffId, this.held(staffId) + 1);
    this.busyTotal++;
  }

  private give(staffId: string): void {
    const left = this.held(staffId) - 1;
    if (left > 0) this.busy.set(staffId, left);
    else this.busy.delete(staffId);
    this.busyTotal--;
    // hand free slots to waiting forms whose owners are below their share, oldest first
    for (let i = 0; i < this.waiting.length && this.busyTotal < MAX_CONCURRENT_FORMS; ) {
      const next = this.waiting[i];
      if (this.held(next.staffId) >= MAX_FORMS_PER_STAFF) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.take(next.staffId);
      next.start();
    }
  }

  async acquire(staffId: string): Promise<() => void> {
    if (this.busyTotal >= MAX_CONCURRENT_FORMS || this.held(staffId) >= MAX_FORMS_PER_STAFF) {
      const theirs = this.waiting.filter((w) => w.staffId === staffId).length;
      if (this.waiting.length >= MAX_WAITING_FORMS || theirs >= MAX_WAITING_PER_STAFF) {
        throw fail(429, 'TOO_MANY_REQUESTS', 'Too many uploads at once; try again.');
      }
      await new Promise<void>((start) => this.waiting.push({ staffId, start }));
    } else this.take(staffId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.give(staffId);
    };
  }
}
