/**
 * A task-like controller for one question to the solver at a time (after `@lit/task`):
 * asking again aborts the question before, an answer to an aborted question is ignored,
 * and the host re-renders on every change of status.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isAbort } from './service.js';

export type QuestionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'complete'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

export class Question<T> implements ReactiveController {
  state: QuestionState<T> = { status: 'idle' };
  #current: AbortController | undefined;
  /** The last question asked, settled (never rejected) once it is answered or given up. */
  #asked: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Asks; resolves with the answer, or undefined when aborted, superseded or failed. */
  ask(work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    const asked = this.#ask(work);
    this.#asked = asked;
    return asked;
  }

  /** Settles once no question is pending (one asked meanwhile is waited for too). */
  async idle(): Promise<void> {
    while (this.pending) await this.#asked;
  }

  async #ask(work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    this.#current?.abort();
    const controller = new AbortController();
    this.#current = controller;
    this.#set({ status: 'pending' });
    try {
      const value = await work(controller.signal);
      if (controller.signal.aborted) return undefined;
      this.#set({ status: 'complete', value });
      return value;
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return undefined;
      this.#set({ status: 'error', error });
      return undefined;
    } finally {
      if (this.#current === controller) this.#current = undefined;
    }
  }

  abort(): void {
    if (!this.#current) return;
    this.#current.abort();
    this.#current = undefined;
    this.#set({ status: 'idle' });
  }

  get pending(): boolean {
    return this.state.status === 'pending';
  }

  #set(state: QuestionState<T>): void {
    this.state = state;
    this.host.requestUpdate();
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.abort();
  }
}
