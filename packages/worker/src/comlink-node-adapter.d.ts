/** comlink ships this adapter without a declaration Node's ESM resolution finds. */
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';

  export interface NodeEndpoint {
    postMessage(message: unknown, transfer?: readonly unknown[]): void;
    on(type: string, listener: (value: unknown) => void): void;
    off(type: string, listener: (value: unknown) => void): void;
    start?: () => void;
  }

  export default function nodeEndpoint(endpoint: NodeEndpoint): Endpoint;
}
