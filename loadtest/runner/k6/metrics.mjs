// k6/metrics: Counter, Trend, Rate (their add(value, tags)).
import { vu } from './state.mjs';

class Metric {
  constructor(name, type) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(name)) throw new Error(`invalid metric name "${name}"`);
    this.name = name;
    this.type = type;
  }
  add(value, tags = {}) {
    const v = typeof value === 'boolean' ? (value ? 1 : 0) : Number(value);
    vu.emit(this.name, this.type, this.type === 'rate' ? (v !== 0 ? 1 : 0) : v, { ...tags, group: vu.group });
  }
}

export class Counter extends Metric {
  constructor(name) {
    super(name, 'counter');
  }
}
export class Trend extends Metric {
  constructor(name, isTime = false) {
    super(name, 'trend');
    this.isTime = isTime;
  }
}
export class Rate extends Metric {
  constructor(name) {
    super(name, 'rate');
  }
}

export default { Counter, Trend, Rate };
