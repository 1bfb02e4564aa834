/**
 * Test doubles: an in-memory "network" of fake WebSockets with a scriptable plugin behind them.
 * Events are delivered in microtasks, so `vi.advanceTimersByTimeAsync()` flushes them.
 */
import { Method, parseRequest, type RequestEnvelope } from '../protocol.js';
import type {
  SocketCloseEvent,
  SocketLike,
  SocketMessageEvent,
  WebSocketConstructor,
} from '../transport/socket.js';

/** Custom answer of the fake plugin: return true when handled, false to leave unanswered, undefined for the default. */
export type RequestHandler = (request: RequestEnvelope, socket: FakeSocket) => boolean | undefined;

/** A fake WebSocket connected to a {@link FakeNetwork}. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: SocketCloseEvent) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageEvent) => void) | null = null;
  /** Requests the client sent, parsed. */
  readonly sent: RequestEnvelope[] = [];
  readonly port: number;
  readonly createdAt: number;

  constructor(
    readonly url: string,
    private readonly network: FakeNetwork,
  ) {
    this.port = Number(url.slice(url.lastIndexOf(':') + 1));
    this.createdAt = Date.now();
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    const request = parseRequest(data);
    if (!request) throw new Error(`bad frame ${data}`);
    this.sent.push(request);
    this.network.handle(request, this);
  }

  close(): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: 1000 }));
  }

  /** Server side: accepts the connection. */
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: sends any JSON. */
  serverSend(message: object): void {
    if (this.readyState !== 1) return;
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** Server side: replies to a request. */
  reply(id: number, data: unknown = {}, code = 0, session: string | number = 'fake-session'): void {
    this.serverSend({ id, code, data, session });
  }

  /** Server side: sends an event. */
  event(method: string, info: Record<string, unknown>): void {
    this.serverSend({ method, info });
  }

  /** Server side: the connection breaks. */
  drop(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }

  /** Requests of one method. */
  sentOf(method: string): RequestEnvelope[] {
    return this.sent.filter((request) => request.method === method);
  }
}

/** In-memory network with a fake plugin listening on some ports. */
export class FakeNetwork {
  /** Every socket ever created, in order. */
  readonly sockets: FakeSocket[] = [];
  /** Ports the fake plugin listens on. */
  readonly pluginPorts = new Set<number>();
  /** Version the fake plugin reports. */
  version: string | number = '2311300922';
  /** Methods the fake plugin never answers. */
  readonly silent = new Set<string>();
  /** Custom answers, tried before the defaults. */
  handler: RequestHandler | undefined;
  private nextHwnd = 100;

  /** A WebSocket constructor bound to this network. */
  readonly WebSocket: WebSocketConstructor;

  constructor(pluginPorts: readonly number[] = []) {
    for (const port of pluginPorts) this.pluginPorts.add(port);
    const network = this;
    this.WebSocket = class extends FakeSocket {
      constructor(url: string) {
        super(url, network);
        network.accept(this);
      }
    };
  }

  /** The socket the client uses now (the last open one). */
  get current(): FakeSocket | undefined {
    return [...this.sockets].reverse().find((socket) => socket.readyState === 1);
  }

  /** Every request sent on every socket, in order. */
  requests(method?: string): RequestEnvelope[] {
    const all = this.sockets.flatMap((socket) => socket.sent);
    return method ? all.filter((request) => request.method === method) : all;
  }

  /** Answers a request (defaults, or the custom handler). */
  handle(request: RequestEnvelope, socket: FakeSocket): void {
    if (this.handler?.(request, socket) !== undefined) return;
    if (this.silent.has(request.method)) return;
    queueMicrotask(() => {
      if (request.method === Method.version) socket.reply(request.id, { ver: this.version });
      else if (request.method === Method.windowCreate) socket.reply(request.id, { hwnd: ++this.nextHwnd });
      else socket.reply(request.id, {});
    });
  }

  private accept(socket: FakeSocket): void {
    this.sockets.push(socket);
    queueMicrotask(() => {
      if (socket.readyState !== 0) return;
      if (this.pluginPorts.has(socket.port)) socket.serverOpen();
      else {
        socket.readyState = 3;
        socket.onerror?.({});
        socket.onclose?.({ code: 1006 });
      }
    });
  }
}
