import { errorText } from '@/lib/api/error-text';
import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import type { AgentMessage, AgentModel, AgentTool } from '@/lib/model/model-call';
import { parseCode } from '@/lib/interact/local/cli/parse-command';
import type { WrittenCommand } from '@/lib/interact/local/cli/cli-command';
import { note } from '@/lib/interact/local/session/session-store';
import { runCommands, type RunContext } from '@/lib/interact/local/run/run-commands';
import { RunStopped, type RunResult } from '@/lib/interact/local/run/run-result';

// A prompt carried out by the model the user chose, with the same commands a program sends: it
// looks (a snapshot), acts, looks again, until it answers. Modelled on the provider's own agent
// (apps/api/src/lib/scrape-interact/browser-agent.ts): one tool, a step limit, the snapshot cut to
// a size a model takes, new tabs and addresses refused; `timeout` bounds each step.

export const AGENT_LIMITS = { steps: 25, snapshotChars: 40_000 } as const;

const SNAPSHOT: WrittenCommand = {
  line: 1,
  text: 'snapshot -i',
  command: { name: 'snapshot', interactive: true, compact: false, urls: false },
};

const tool = (): AgentTool => ({
  name: 'browser',
  description: t('interactLocal_agentToolWhat'),
  argument: { name: 'code', description: t('interactLocal_agentToolArgument') },
});

/** A run's result with the model's own words when it answered nonsense. */
export type PromptResult = RunResult & { modelAnswer?: string };

const cut = (text: string) =>
  text.length > AGENT_LIMITS.snapshotChars ? `${text.slice(0, AGENT_LIMITS.snapshotChars)}\n…` : text;

/** Runs `prompt` in the session with `model`, each step (the model's, then its commands') within `stepMs`. */
export async function runPrompt(
  ctx: Omit<RunContext, 'deadline'>,
  prompt: string,
  model: AgentModel,
  stepMs: number,
): Promise<PromptResult> {
  const outputs: string[] = [];
  let lastSnapshot = '';
  const step = (commands: readonly WrittenCommand[]) =>
    runCommands({ ...ctx, deadline: Date.now() + stepMs }, commands);
  const finish = (result: Partial<PromptResult>): PromptResult => ({
    stdout: outputs.length ? `${outputs.join('\n')}\n` : '',
    stderr: '',
    exitCode: 0,
    killed: false,
    result: lastSnapshot,
    ...result,
  });
  note(ctx.session, 'note', t('interactLocal_agentStarts', model.provider, prompt));
  const first = await step([SNAPSHOT]);
  if (first.exitCode !== 0) return finish({ ...first, output: '', stdout: first.stdout });
  lastSnapshot = first.stdout.trimEnd();
  const messages: AgentMessage[] = [
    { role: 'system', content: t('interactLocal_agentSystem') },
    { role: 'user', content: t('interactLocal_agentTask', ctx.session.url, cut(lastSnapshot), prompt) },
  ];
  for (let n = 1; n <= AGENT_LIMITS.steps; n++) {
    let next;
    try {
      next = await model.step(messages, tool(), ctx.signal);
    } catch (error) {
      if (ctx.signal.aborted && ctx.signal.reason instanceof RunStopped) return stopped(ctx.signal.reason, finish);
      const message = errorText(error);
      note(ctx.session, 'error', message);
      const said = error instanceof ApiError ? (error.details as { answer?: unknown } | undefined)?.answer : undefined;
      return finish({
        stderr: `${message}\n`,
        exitCode: 1,
        output: '',
        ...(typeof said === 'string' && { modelAnswer: said }),
      });
    }
    if (next.step.kind === 'answer') {
      note(ctx.session, 'model', next.step.text);
      return finish({ output: next.step.text });
    }
    const code = next.step.argument;
    note(ctx.session, 'model', code);
    messages.push({ role: 'assistant', content: '', call: { id: next.step.id, argument: code } });
    const parsed = parseCode(code);
    let reply: string;
    if (!parsed.ok) reply = JSON.stringify({ error: parsed.error, exit_code: 1 });
    else if (parsed.commands.some((c) => c.command.name === 'open'))
      reply = JSON.stringify({ error: t('interactLocal_agentNoOpen'), exit_code: 1 });
    else {
      const ran = await step(parsed.commands);
      if (ran.killed) return finish({ ...ran, stdout: joinedWith(outputs, ran.stdout), output: '' });
      if (ran.stdout) outputs.push(ran.stdout.trimEnd());
      const snapshotRan = parsed.commands.at(-1)?.command.name === 'snapshot' && ran.exitCode === 0;
      if (snapshotRan) lastSnapshot = ran.stdout.trimEnd();
      reply =
        ran.exitCode === 0
          ? JSON.stringify({ result: cut(ran.stdout.trimEnd()) || '(no output)' })
          : JSON.stringify({
              error: ran.stderr.trim() || t('interactLocal_agentCommandFailed'),
              exit_code: ran.exitCode,
              output: cut(ran.stdout),
            });
      if (ctx.signal.aborted && ctx.signal.reason instanceof RunStopped) return stopped(ctx.signal.reason, finish);
    }
    messages.push({ role: 'tool', callId: next.step.id, content: reply });
  }
  const message = t('interactLocal_agentTooManySteps', AGENT_LIMITS.steps);
  note(ctx.session, 'error', message);
  return finish({ stderr: `${message}\n`, exitCode: 1, output: '' });
}

const joinedWith = (outputs: string[], last: string) => [...outputs, last.trimEnd()].filter(Boolean).join('\n') + '\n';

function stopped(reason: RunStopped, finish: (result: Partial<PromptResult>) => PromptResult): PromptResult {
  return reason.why === 'timeout'
    ? finish({ stderr: `${reason.message}\n`, exitCode: null, killed: true, output: '' })
    : finish({ stderr: `${reason.message}\n`, exitCode: 1, output: '' });
}
