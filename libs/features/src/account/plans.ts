import fs from 'node:fs';
import Ajv from 'ajv';

// Plans: what a user gets. Built-in defaults (decisions.md), overridable by GLEANER_PLANS_FILE.

export interface Plan {
  name: string;
  credits_included: number;
  features: string[];
  requests_per_minute: number;
  renders_in_flight: number;
}

const ALL_FEATURES = ['scrape', 'extract', 'pdf', 'screenshot', 'schedules', 'monitoring', 'research'];

export const DEFAULT_PLANS: Plan[] = [
  { name: 'free', credits_included: 100, features: ALL_FEATURES, requests_per_minute: 60, renders_in_flight: 2 },
  { name: 'starter', credits_included: 5000, features: [...ALL_FEATURES, 'proxy'], requests_per_minute: 300, renders_in_flight: 5 },
  { name: 'pro', credits_included: 50000, features: [...ALL_FEATURES, 'proxy', 'priority_support'], requests_per_minute: 600, renders_in_flight: 10 },
];

const planSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'credits_included', 'requests_per_minute', 'renders_in_flight'],
    properties: {
      name: { type: 'string', pattern: '^[a-z0-9_-]{1,50}$' },
      credits_included: { type: 'integer', minimum: 0 },
      features: { type: 'array', items: { type: 'string' }, default: ALL_FEATURES },
      requests_per_minute: { type: 'integer', minimum: 1 },
      renders_in_flight: { type: 'integer', minimum: 1 },
    },
  },
};

export class Plans {
  private readonly byName: Map<string, Plan>;
  constructor(readonly list: Plan[] = DEFAULT_PLANS) {
    this.byName = new Map(list.map((p) => [p.name, p]));
  }

  static fromFile(file: string | undefined): Plans {
    if (!file) return new Plans();
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const validate = new Ajv({ allErrors: true, useDefaults: true }).compile(planSchema);
    if (!validate(data)) throw new Error(`GLEANER_PLANS_FILE ${file}: ${validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
    return new Plans(data as Plan[]);
  }

  get(name: string): Plan | undefined {
    return this.byName.get(name);
  }

  /** The plan of a user; an unknown stored name falls back to the first plan. */
  of(name: string): Plan {
    return this.byName.get(name) ?? this.list[0];
  }

  get defaultPlan(): Plan {
    return this.list[0];
  }
}
