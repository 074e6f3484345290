import { BeforeApplicationShutdown, Global, Injectable, Logger, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { ReplaySubject } from 'rxjs';

/**
 * Whether this instance is on its way out. On SIGTERM it first drains: it keeps serving, but health
 * answers 503 so the load balancer stops sending it traffic, and every response asks its client to
 * close the connection so the next request opens one to another instance. Only then does it close.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private readonly started = new ReplaySubject<void>(1);
  private isDraining = false;
  /** Emits once when draining starts: long-lived streams end on it, and browsers reconnect elsewhere. */
  readonly draining$ = this.started.asObservable();

  get draining(): boolean {
    return this.isDraining;
  }

  startDraining(): void {
    if (this.isDraining) return;
    this.isDraining = true;
    this.started.next();
    this.started.complete();
  }

  /** A close without a drain (tests, SIGINT) still ends the streams, or the server would wait on them. */
  beforeApplicationShutdown(): void {
    this.startDraining();
  }
}

@Global()
@Module({ providers: [ShutdownState], exports: [ShutdownState] })
export class LifecycleModule {}

/** While draining, responses carry `Connection: close`, so no keep-alive connection outlives the drain. */
export function registerDrainingHeader(fastify: FastifyInstance, state: ShutdownState): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) void reply.header('connection', 'close');
    return payload;
  });
}

/**
 * SIGTERM (an orchestrator or `docker stop`): drain for `drainMs`, then close, which waits for the
 * requests in flight, ends live streams and flushes pending audit entries. SIGINT (Ctrl-C at a
 * terminal) skips the drain: nobody routes traffic to a developer's machine.
 */
export function handleShutdownSignals(app: INestApplication, drainMs: number): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const wait = signal === 'SIGTERM' ? drainMs : 0;
    logger.log(`${signal}: draining for ${wait} ms, then closing`);
    app.get(ShutdownState).startDraining();
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await app.close();
      logger.log('Closed cleanly');
      process.exitCode = 0;
    } catch (error) {
      logger.error(`Close failed: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    }
    // Whatever still holds the event loop (a client that never reads its response) must not keep
    // the process alive past what the orchestrator allows before it sends SIGKILL.
    setTimeout(() => process.exit(), 1000).unref();
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}
