import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics.registry.js';

export interface CounterOptions<Label extends string> {
  name: string;
  help: string;
  labelNames: readonly Label[];
  /** Series shown from the first scrape, at 0, so a rate over them is defined. */
  startAtZero?: readonly Record<Label, string>[];
}

export interface GaugeOptions {
  name: string;
  help: string;
  /** Read at scrape time; a gauge is not kept up to date between scrapes. */
  collect: () => number | Promise<number>;
}

/** A counter a feature increments; it counts nothing when metrics are off. */
export interface MetricCounter<Label extends string> {
  /** Adds `amount` (1 when omitted). */
  inc(labels: Record<Label, string>, amount?: number): void;
}

const NO_COUNTER: MetricCounter<never> = { inc: () => undefined };

/**
 * The registration side of the metrics, for every feature: a feature registers the counters
 * it counts and the gauges it can read. With metrics off (no METRICS_PORT) there is no
 * registry, counters do nothing and gauges are never read.
 */
@Injectable()
export class Metrics {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry | null) {}

  get enabled(): boolean {
    return this.registry !== null;
  }

  counter<Label extends string>(options: CounterOptions<Label>): MetricCounter<Label> {
    const registry = this.registry;
    if (!registry) return NO_COUNTER;
    const counter = new Counter<Label>({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames,
      registers: [registry],
    });
    for (const labels of options.startAtZero ?? []) counter.labels(labels).inc(0);
    return { inc: (labels, amount = 1) => counter.inc(labels, amount) };
  }

  /** A counter of one label whose every value is shown from the first scrape, at 0. */
  counterOf<Label extends string>(
    label: Label,
    values: readonly string[],
    options: Omit<CounterOptions<Label>, 'labelNames' | 'startAtZero'>,
  ): MetricCounter<Label> {
    const startAtZero = values.map((value) => ({ [label]: value }) as Record<Label, string>);
    return this.counter({ ...options, labelNames: [label], startAtZero });
  }

  gauge(options: GaugeOptions): void {
    const registry = this.registry;
    if (!registry) return;
    const { collect } = options;
    new Gauge({
      name: options.name,
      help: options.help,
      registers: [registry],
      async collect() {
        this.set(await collect());
      },
    });
  }
}
