// Whether a change of a monitored page matters to the person who watches it, by the monitor's
// prompt ("alert only when the price drops"), and a one-line summary of it.

export interface ChangeJudgeRequest {
  prompt: string;
  url: string;
  before: string;
  after: string;
  /** The changed lines, "- old" / "+ new". */
  diffText: string;
  /** The summary the rules wrote from the diff. */
  localSummary: string;
}

export interface ChangeVerdict {
  matters: boolean;
  summary: string;
}

export interface ChangeJudge {
  readonly name: 'local' | 'cohere';
  judge(req: ChangeJudgeRequest): Promise<ChangeVerdict>;
}
