import { extractTraceContext, injectTraceHeaders, SpanKind, withSpan, type Attributes } from '@gleaner/platform';
import type { ConsumeOptions, JobBus, MessageHandler, PublishOptions, RequestOptions, Responder, Subscription } from './port.js';

// Spans around a bus, for any adapter: publish and request inject the trace context into the
// message's headers (W3C traceparent); consume and respond continue the trace from those headers,
// so a job's work is a child of the request that published it, in this process or another.
// Applied only when tracing is on (createBus wraps the bus it picks).

function attributes(bus: JobBus, topic: string, operation: string, extra?: Attributes): Attributes {
  return { 'messaging.system': bus.kind, 'messaging.destination.name': topic, 'messaging.operation.type': operation, ...extra };
}

export function tracedBus(bus: JobBus): JobBus {
  return {
    kind: bus.kind,
    publish<T>(topic: string, payload: T, options: PublishOptions = {}): Promise<string> {
      if (options.untraced) return bus.publish(topic, payload, options);
      return withSpan(`publish ${topic}`, attributes(bus, topic, 'send'), async (span) => {
        const id = await bus.publish(topic, payload, { ...options, headers: injectTraceHeaders({ ...options.headers }) });
        span.setAttribute('messaging.message.id', id);
        return id;
      }, { kind: SpanKind.PRODUCER });
    },
    consume<T>(topic: string, group: string, handler: MessageHandler<T>, options?: ConsumeOptions): Promise<Subscription> {
      if (options?.untraced) return bus.consume<T>(topic, group, handler, options);
      return bus.consume<T>(topic, group, (message) =>
        withSpan(`process ${topic}`, attributes(bus, topic, 'process', { 'messaging.consumer.group.name': group, 'messaging.message.id': message.id, 'messaging.message.delivery_attempt': message.attempt }), () => handler(message), {
          kind: SpanKind.CONSUMER,
          parent: extractTraceContext(message.headers),
        }), options);
    },
    request<TReq, TRes>(topic: string, payload: TReq, options: RequestOptions): Promise<TRes> {
      // The span lasts until the reply (or the deadline): the time the caller waited.
      return withSpan(`publish ${topic}`, attributes(bus, topic, 'send', { 'gleaner.bus.request': true, 'gleaner.bus.deadline_ms': options.deadlineMs, ...(options.id ? { 'messaging.message.id': options.id } : {}) }), () =>
        bus.request<TReq, TRes>(topic, payload, { ...options, headers: injectTraceHeaders({ ...options.headers }) }), { kind: SpanKind.PRODUCER });
    },
    respond<TReq, TRes>(topic: string, group: string, responder: Responder<TReq, TRes>, options?: ConsumeOptions): Promise<Subscription> {
      return bus.respond<TReq, TRes>(topic, group, (payload, context) =>
        withSpan(`process ${topic}`, attributes(bus, topic, 'process', { 'messaging.consumer.group.name': group, 'messaging.message.id': context.message.id, 'messaging.message.delivery_attempt': context.message.attempt }), () => responder(payload, context), {
          kind: SpanKind.CONSUMER,
          parent: extractTraceContext(context.message.headers),
        }), options);
    },
    depth: (topic) => bus.depth(topic),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}
