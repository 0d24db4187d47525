/**
 * Registers `<naipe-table>`. Importing this module (or the package) defines the element
 * once; a page that already defined it, say with another copy of the package, keeps its own.
 */
import { NaipeTable } from './table/naipe-table.js';

export { NaipeTable };

if (!customElements.get('naipe-table')) customElements.define('naipe-table', NaipeTable);

declare global {
  interface HTMLElementTagNameMap {
    'naipe-table': NaipeTable;
  }
}
