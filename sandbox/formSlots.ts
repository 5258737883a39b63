import { fail } from './http';

/** Event forms read at the same time; more wait their turn, past MAX_WAITING_FORMS they get 429. */
export const MAX_CONCURRENT_FORMS = 4;
export const MAX_WAITING_FORMS = 32;

/**
 * Bounds the memory of form uploads across requests: at most MAX_CONCURRENT_FORMS bodies (each
 * up to MAX_FORM_BYTES) are read and parsed at once; the rest wait unread (the socket holds them).
 */
export class FormSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<() => void> {
    if (this.busy >= MAX_CONCURRENT_FORMS) {
      if (this.waiting.length >= MAX_WAITING_FORMS) throw fail(429, 'TOO_MANY_REQUESTS', 'Too many uploads at once; try again.');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.busy++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next(); // the slot passes on directly
      else this.busy--;
    };
  }
}

