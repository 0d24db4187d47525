/**
 * Whether the table is on a phone-sized screen, where its toolbar keeps to one row: the
 * same media query as the narrow styles (styles.ts), so that what the template puts
 * where and how the styles draw it never disagree.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A phone, or a small tablet held upright: up to 640 px wide, the site's phone width too.
 * Narrower than that, the wide toolbar's buttons wrap onto two or three rows.
 */
export const NARROW_SCREEN = '(max-width: 40rem)';

export class NarrowScreen implements ReactiveController {
  #query: MediaQueryList | undefined =
    typeof matchMedia === 'function' ? matchMedia(NARROW_SCREEN) : undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get matches(): boolean {
    return this.#query?.matches ?? false;
  }

  #changed = (): void => this.host.requestUpdate();

  hostConnected(): void {
    this.#query?.addEventListener('change', this.#changed);
    // The screen may have turned while the table was off the page.
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#query?.removeEventListener('change', this.#changed);
  }
}
