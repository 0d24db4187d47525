import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { describe, expect, it } from 'vitest';
import { Question } from './question.js';

function host() {
  const controllers: ReactiveController[] = [];
  let updates = 0;
  const h: ReactiveControllerHost & { updates: () => number; disconnect(): void } = {
    addController: (c) => controllers.push(c),
    removeController: () => {},
    requestUpdate: () => {
      updates++;
    },
    updateComplete: Promise.resolve(true),
    updates: () => updates,
    disconnect: () => {
      for (const c of controllers) c.hostDisconnected?.();
    },
  };
  return h;
}

/** Work that waits for `release`, and rejects like fetch when its signal aborts. */
function gate<T>() {
  let release!: (value: T) => void;
  let seen: AbortSignal | undefined;
  const work = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      seen = signal;
      release = resolve;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { work, release: (v: T) => release(v), signal: () => seen };
}

describe('Question', () => {
  it('goes pending then complete, re-rendering its host each time', async () => {
    const h = host();
    const q = new Question<number>(h);
    const g = gate<number>();
    const answer = q.ask(g.work);
    expect(q.state.status).toBe('pending');
    g.release(7);
    expect(await answer).toBe(7);
    expect(q.state).toEqual({ status: 'complete', value: 7 });
    expect(h.updates()).toBe(2);
  });

  it('aborts the question before when asked again, and ignores its answer', async () => {
    const q = new Question<string>(host());
    const first = gate<string>();
    const second = gate<string>();
    const a = q.ask(first.work);
    const b = q.ask(second.work);
    expect(first.signal()?.aborted).toBe(true);
    second.release('new');
    expect(await a).toBeUndefined();
    expect(await b).toBe('new');
    expect(q.state).toEqual({ status: 'complete', value: 'new' });
  });

  it('ignores a late answer from work that did not honour its signal', async () => {
    const q = new Question<string>(host());
    let late!: (v: string) => void;
    const a = q.ask(() => new Promise<string>((resolve) => (late = resolve)));
    q.abort();
    late('stale');
    expect(await a).toBeUndefined();
    expect(q.state.status).toBe('idle');
  });

  it('reports failures and aborts when its host goes away', async () => {
    const h = host();
    const q = new Question<string>(h);
    expect(await q.ask(() => Promise.reject(new Error('boom')))).toBeUndefined();
    expect(q.state.status).toBe('error');
    const g = gate<string>();
    void q.ask(g.work);
    h.disconnect();
    expect(g.signal()?.aborted).toBe(true);
  });

  it('is idle once its question is answered, superseded questions waited through, or aborted', async () => {
    const q = new Question<number>(host());
    await q.idle();
    let idle = false;
    const first = gate<number>();
    void q.ask(first.work);
    void q.idle().then(() => {
      idle = true;
    });
    // Superseded: the newer question is waited for.
    const second = gate<number>();
    void q.ask(second.work);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    second.release(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(true);
    // Aborted: idle as soon as its work has stopped.
    const third = gate<number>();
    void q.ask(third.work);
    const waiting = q.idle();
    q.abort();
    await waiting;
    expect(q.pending).toBe(false);
  });
});
