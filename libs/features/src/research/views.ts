import type { ResearchQuestionRecord, ResearchSessionRecord } from './records.js';

// What the API shows of sessions and questions (decisions.md; the spec's Research session table).

// the detail says which sources were deleted or expired since (never searched again)
const refs = (s: ResearchSessionRecord, detail: boolean) =>
  s.data_sources.map((d) => (detail ? { id: d.id, type: d.type, url: d.url, scraped_at: d.scraped_at, gone: Object.hasOwn(s.gone_sources ?? {}, d.id) } : { id: d.id, type: d.type, url: d.url }));

export function createdSessionView(s: ResearchSessionRecord) {
  return { id: s.id, name: s.name, description: s.description, data_sources: refs(s, false), status: s.status, created_at: s.created_at };
}

export function listedSessionView(s: ResearchSessionRecord) {
  return { ...createdSessionView(s), data_sources_count: s.data_sources.length, questions_asked: s.questions_asked, last_question_at: s.last_question_at };
}

export function detailedSessionView(s: ResearchSessionRecord) {
  return {
    ...createdSessionView(s),
    data_sources: refs(s, true),
    questions_asked: s.questions_asked,
    total_credits_used: s.total_credits_used,
    error: s.error,
    ready_at: s.ready_at,
    last_question_at: s.last_question_at,
  };
}

export function questionView(q: ResearchQuestionRecord) {
  return { id: q.id, question: q.question, context: q.context, format: q.format, answer: q.answer, confidence: q.confidence, sources: q.sources, credits_used: q.credits_used, asked_at: q.asked_at };
}

export function answerView(q: ResearchQuestionRecord) {
  return {
    id: q.id,
    question: q.question,
    answer: q.answer,
    ...(q.format === 'text' ? {} : { format: q.format }),
    sources: q.sources,
    confidence: q.confidence,
    found: q.found,
    span: q.span,
    asked_at: q.asked_at,
  };
}
