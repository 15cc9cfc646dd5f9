import fs from 'node:fs';
import Ajv from 'ajv';

// Plans: what a user gets. Built-in defaults (decisions.md), overridable by GLEANER_PLANS_FILE.

/** How many of each standing resource a user may keep in one world (live or test). */
export interface ResourceCaps {
  max_monitors: number;
  max_schedules: number;
  /** Alert channels over all the world's monitors (each monitor has at most 10 anyway). */
  max_alert_channels: number;
}

/** Test keys work for real and cost nothing, so their world is kept small and slow. */
export interface TestKeyRules extends ResourceCaps {
  /** The most frequent checkInterval a test key's monitor may have. */
  min_check_interval: (typeof CHECK_INTERVALS)[number];
  /** The most frequent frequency a test key's schedule may have. */
  min_schedule_frequency: (typeof SCHEDULE_FREQUENCIES)[number];
}

export interface Plan extends ResourceCaps {
  name: string;
  credits_included: number;
  features: string[];
  requests_per_minute: number;
  renders_in_flight: number;
  test_keys: TestKeyRules;
}

const ALL_FEATURES = ['scrape', 'extract', 'pdf', 'screenshot', 'schedules', 'monitoring', 'research'];
/** Most frequent first (the contract's enums, in that order). */
export const CHECK_INTERVALS = ['5min', '15min', '30min', 'hourly', '6hours', '12hours', 'daily', 'weekly'] as const;
export const SCHEDULE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

/** A test key's world: 5 monitors checked hourly at most, 5 schedules run daily at most (each check or run is real work). */
export const DEFAULT_TEST_KEY_RULES: TestKeyRules = { max_monitors: 5, max_schedules: 5, max_alert_channels: 10, min_check_interval: 'hourly', min_schedule_frequency: 'daily' };
/** The caps of a plan in GLEANER_PLANS_FILE that does not state them. */
const FILE_PLAN_CAPS: ResourceCaps = { max_monitors: 100, max_schedules: 100, max_alert_channels: 200 };

export const DEFAULT_PLANS: Plan[] = [
  { name: 'free', credits_included: 100, features: ALL_FEATURES, requests_per_minute: 60, renders_in_flight: 2, max_monitors: 20, max_schedules: 20, max_alert_channels: 40, test_keys: DEFAULT_TEST_KEY_RULES },
  { name: 'starter', credits_included: 5000, features: [...ALL_FEATURES, 'proxy'], requests_per_minute: 300, renders_in_flight: 5, max_monitors: 200, max_schedules: 200, max_alert_channels: 400, test_keys: DEFAULT_TEST_KEY_RULES },
  { name: 'pro', credits_included: 50000, features: [...ALL_FEATURES, 'proxy', 'priority_support'], requests_per_minute: 600, renders_in_flight: 10, max_monitors: 1000, max_schedules: 1000, max_alert_channels: 2000, test_keys: DEFAULT_TEST_KEY_RULES },
];

const capSchema = (fallback: number) => ({ type: 'integer', minimum: 0, maximum: 1_000_000, default: fallback });

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
      max_monitors: capSchema(FILE_PLAN_CAPS.max_monitors),
      max_schedules: capSchema(FILE_PLAN_CAPS.max_schedules),
      max_alert_channels: capSchema(FILE_PLAN_CAPS.max_alert_channels),
      test_keys: {
        type: 'object',
        additionalProperties: false,
        default: {},
        properties: {
          max_monitors: capSchema(DEFAULT_TEST_KEY_RULES.max_monitors),
          max_schedules: capSchema(DEFAULT_TEST_KEY_RULES.max_schedules),
          max_alert_channels: capSchema(DEFAULT_TEST_KEY_RULES.max_alert_channels),
          min_check_interval: { enum: CHECK_INTERVALS, default: DEFAULT_TEST_KEY_RULES.min_check_interval },
          min_schedule_frequency: { enum: SCHEDULE_FREQUENCIES, default: DEFAULT_TEST_KEY_RULES.min_schedule_frequency },
        },
      },
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

  /** The caps of a user's world: the plan's own for live keys, its test_keys' for test keys. */
  capsOf(planName: string, env: 'live' | 'test'): ResourceCaps {
    const plan = this.of(planName);
    return env === 'test' ? plan.test_keys : plan;
  }
}
