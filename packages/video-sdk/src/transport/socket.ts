/**
 * The part of the WebSocket API the SDK uses, so that the browser `WebSocket`, `ws` in Node
 * or a test fake can be injected.
 */

/** Function type checked bivariantly, so that DOM and `ws` handler types are accepted. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** A received frame. */
export interface SocketMessageEvent {
  data: unknown;
}

/** Close information, when the implementation provides it. */
export interface SocketCloseEvent {
  code?: number;
  reason?: unknown;
}

/** Minimal WebSocket: the browser WebSocket and `ws`'s WebSocket both satisfy it. */
export interface SocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onclose: Handler<SocketCloseEvent> | null;
  onerror: Handler<unknown> | null;
  onmessage: Handler<SocketMessageEvent> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor. */
export type WebSocketConstructor = new (url: string) => SocketLike;

/** `readyState` of an open socket. */
export const SOCKET_OPEN = 1;

/** Returns the injected constructor, else the global `WebSocket`, else undefined. */
export function resolveWebSocket(injected?: WebSocketConstructor): WebSocketConstructor | undefined {
  if (injected) return injected;
  const global = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof global === 'function' ? (global as WebSocketConstructor) : undefined;
}

/** Removes every handler of a socket and closes it, swallowing errors of an already closed socket. */
export function discardSocket(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
  try {
    socket.close();
  } catch {
    // Closing a socket that is still connecting may throw in some implementations; it is discarded anyway.
  }
}
