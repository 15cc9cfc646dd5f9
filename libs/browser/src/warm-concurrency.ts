// puppeteer-cluster concurrency that keeps one warm tab per worker (each in its own browser
// context) and resets it after every job, instead of opening a page or a context per job.
// It also owns the browser's life: replaced after `recycleAfter` jobs (the old one finishes its
// running jobs first) and relaunched when it dies, without failing the other workers.
import type { Browser, LaunchOptions, Page } from 'puppeteer-core';
import ConcurrencyImplementation, { type JobInstance, type WorkerInstance } from 'puppeteer-cluster/dist/concurrency/ConcurrencyImplementation.js';
import type { Logger } from '@gleaner/platform';
import { WarmSlot } from './warm-slot.js';
import { whileConnected } from './browser-gone.js';

interface Generation {
  browser: Browser;
  jobs: number;
  busy: number;
  retired: boolean;
}

export interface WarmConcurrencySettings {
  recycleAfter: number;
  logger?: Logger;
  /** Receives the instance the cluster creates, so the pool can read its counters. */
  onCreated?: (impl: WarmPageConcurrency) => void;
}

export interface WarmConcurrencyCounters {
  browsers: number;
  recycled: number;
  crashed: number;
  jobs: number;
  /** Resets that failed (the tab was replaced instead): should stay 0. */
  resetFailures: number;
}

const RESET_TIMEOUT_MS = 5000;
/** Attempts at opening a job's tab before the job is failed (puppeteer-cluster itself would crash at ten). */
const OPEN_TRIES = 3;
const UNAVAILABLE = Symbol('no tab');

/**
 * What a job gets when no tab could be opened: the cluster registers its error listener on it, then
 * the task sees it with `tabUnavailable` and fails at once.
 */
function unavailablePage(cause: unknown): Page {
  return { [UNAVAILABLE]: cause, on: () => undefined, removeAllListeners: () => undefined } as unknown as Page;
}

/** The reason no tab could be opened for this job, when `page` is such a stand-in. */
export function tabUnavailable(page: Page): unknown {
  return (page as unknown as Record<symbol, unknown>)[UNAVAILABLE];
}

export abstract class WarmPageConcurrency extends ConcurrencyImplementation {
  abstract counters(): WarmConcurrencyCounters;
  /** The live browsers' process ids (for tests and memory measurements). */
  abstract browserPids(): number[];
  /** The browser new jobs go to: up, being launched, or down (it exited and none is launching). */
  abstract browserState(): 'up' | 'launching' | 'down';
  /** Launches a browser when there is none (what the next job would do). */
  abstract relaunch(): Promise<void>;
}

export function warmPageConcurrency(settings: WarmConcurrencySettings): new (options: LaunchOptions, puppeteer: unknown) => WarmPageConcurrency {
  return class Impl extends WarmPageConcurrency {
    private current?: Generation;
    private launching?: Promise<Generation>;
    private readonly live = new Set<Generation>();
    private readonly tally = { recycled: 0, crashed: 0, jobs: 0, resetFailures: 0 };
    private closed = false;

    constructor(options: LaunchOptions, puppeteer: unknown) {
      super(options as never, puppeteer);
      settings.onCreated?.(this);
    }

    counters(): WarmConcurrencyCounters {
      return { browsers: this.live.size, ...this.tally };
    }

    browserPids(): number[] {
      return [...this.live].map((g) => g.browser.process()?.pid).filter((p): p is number => typeof p === 'number');
    }

    browserState(): 'up' | 'launching' | 'down' {
      if (this.current?.browser.connected) return 'up';
      return this.launching ? 'launching' : 'down';
    }

    async relaunch(): Promise<void> {
      if (!this.closed) await this.generation();
    }

    async init(): Promise<void> {
      await this.generation();
    }

    async close(): Promise<void> {
      this.closed = true;
      await Promise.all([...this.live].map((g) => g.browser.close().catch(() => undefined)));
      this.live.clear();
    }

    /** The browser new jobs go to; launches one when there is none (first use, or after a crash). */
    private generation(): Promise<Generation> {
      if (this.current && this.current.browser.connected) return Promise.resolve(this.current);
      this.launching ??= this.launch().finally(() => {
        this.launching = undefined;
      });
      return this.launching;
    }

    private async launch(): Promise<Generation> {
      const browser: Browser = await (this.puppeteer as { launch(o: LaunchOptions): Promise<Browser> }).launch(this.options as LaunchOptions);
      const gen: Generation = { browser, jobs: 0, busy: 0, retired: false };
      this.live.add(gen);
      browser.on('disconnected', () => {
        this.live.delete(gen);
        if (!gen.retired && !this.closed) {
          this.tally.crashed += 1;
          settings.logger?.warn({ pid: browser.process()?.pid }, 'browser disconnected; the next job starts a new one');
        }
        if (this.current === gen) this.current = undefined;
      });
      if (this.closed) await browser.close();
      const old = this.current;
      this.current = gen;
      if (old) this.retire(old);
      return gen;
    }

    private retire(gen: Generation): void {
      if (!gen.retired) {
        gen.retired = true;
        this.tally.recycled += 1;
      }
      if (gen.busy === 0 && gen.browser.connected) void gen.browser.close().catch(() => undefined);
    }

    /** Past its quota, a browser is replaced in the background; jobs keep using it meanwhile. */
    private countJob(gen: Generation): void {
      gen.jobs += 1;
      this.tally.jobs += 1;
      if (gen.jobs >= settings.recycleAfter && gen === this.current && !this.launching) {
        this.launching = this.launch()
          .catch((err) => {
            settings.logger?.error({ err }, 'could not launch the replacement browser');
            return gen;
          })
          .finally(() => {
            this.launching = undefined;
          });
      }
    }

    async workerInstance(): Promise<WorkerInstance> {
      let slot: WarmSlot | undefined;
      let slotGen: Generation | undefined;
      let pendingReset: Promise<void> = Promise.resolve();

      const dropSlot = async () => {
        const old = slot;
        slot = undefined;
        slotGen = undefined;
        if (old) await old.close();
      };

      const acquire = async (): Promise<{ slot: WarmSlot; gen: Generation }> => {
        await pendingReset;
        const gen = await this.generation();
        if (!slot || slotGen !== gen || !slot.usable) {
          await dropSlot();
          slot = await WarmSlot.open(gen.browser);
          slotGen = gen;
        }
        return { slot, gen };
      };

      return {
        jobInstance: async (): Promise<JobInstance> => {
          // puppeteer-cluster retries a throwing jobInstance ten times, then throws out of its own
          // work loop: an unhandled rejection that ends the process, with the job never settled
          // and the worker lost. So this never throws: after a few tries the job gets a tab that
          // fails it with service_unavailable (pool.ts), and the next job tries to open one again.
          let acquired: { slot: WarmSlot; gen: Generation } | undefined;
          for (let tries = 1; !acquired; tries++) {
            try {
              acquired = await acquire();
            } catch (err) {
              await dropSlot().catch(() => undefined);
              if (tries >= OPEN_TRIES) {
                settings.logger?.error({ err }, 'could not open a tab; failing the job');
                return { resources: { page: unavailablePage(err) }, close: async () => undefined };
              }
            }
          }
          const { slot: s, gen } = acquired;
          gen.busy += 1;
          this.countJob(gen);
          return {
            resources: { page: s.page as unknown as Page },
            close: async () => {
              gen.busy -= 1;
              // puppeteer-cluster adds an 'error' listener per job; drop it or a warm tab collects them.
              s.page.removeAllListeners('error');
              if (gen.retired) this.retire(gen);
              // A tab a job gave up on is replaced, not reset (its work may still hold it).
              if (!s.usable) {
                pendingReset = slot === s ? dropSlot().catch(() => undefined) : Promise.resolve();
                return;
              }
              // The reset runs after the result is handed back; the next job on this slot waits for it.
              pendingReset = whileConnected(s.browser, s.reset(), RESET_TIMEOUT_MS, 'the tab reset').catch(async (err) => {
                if (s.browser.connected) this.tally.resetFailures += 1;
                settings.logger?.warn({ err }, 'tab reset failed; replacing the tab');
                if (slot === s) await dropSlot();
              });
            },
          };
        },
        close: async () => {
          await pendingReset;
          await dropSlot();
        },
        repair: async () => {
          await dropSlot();
        },
      };
    }
  };
}
