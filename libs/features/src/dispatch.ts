// What the dispatcher role runs: webhook deliveries (Slack and e-mail alerts join them with
// monitoring). Its own entry, so a dispatcher process loads neither the HTTP server nor whatever
// the scheduler's entry brings (see roles-loading.test).
export * from './webhooks/index.js';
