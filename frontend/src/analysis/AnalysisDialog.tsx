import { useEffect, useEffectEvent, useState } from 'react';
import type { Analysis, AnalysisRequest } from '../api/analysis';
import type { GameApi } from '../api/game-api';
import { Dialog } from '../dialogs/Dialog';
import { Figures } from '../dialogs/Figures';
import { useServices } from '../environment/services';
import {
  analysisFailure,
  certaintyText,
  expectedGuessesText,
  formatCount,
  formatExpected,
  guessesFigure,
  guessesLostText,
  HARD_MODE_KEPT,
  HARD_MODE_NOT_KEPT,
  LUCK_TEXT,
  resultText,
  SKILL_TEXT,
  SOLVER_GUESSES_TEXT,
  SOLVER_LIMITED_TEXT,
  solverMoveText,
  verdictText,
} from './analysis-text';

/**
 * One request per finished game and page: opening the dialog again shows the same analysis, and
 * does not spend the player's budget. A failure is not kept, so opening it again asks again.
 */
const asked = new Map<string, Promise<Analysis>>();
function analysisOf(api: GameApi, request: AnalysisRequest): Promise<Analysis> {
  const key = JSON.stringify(request);
  let analysis = asked.get(key);
  if (!analysis) {
    analysis = api.analyse(request);
    asked.set(key, analysis);
    analysis.catch(() => asked.delete(key));
  }
  return analysis;
}

type Shown = { state: 'loading' } | { state: 'shown'; analysis: Analysis } | { state: 'failed'; reason: string };

export interface AnalysisDialogProps {
  request: AnalysisRequest;
  /** Told the analysis once it is shown. */
  onAnalysed?: (analysis: Analysis) => void;
  onClose: () => void;
}

/** The server's analysis of a finished game: the scores, then each guess beside the solver's. */
export function AnalysisDialog({ request, onAnalysed, onClose }: AnalysisDialogProps) {
  const { api } = useServices();
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  // Told once the analysis arrives, whatever the page gave last: not a reason to ask again.
  const analysed = useEffectEvent((analysis: Analysis) => onAnalysed?.(analysis));
  useEffect(() => {
    let current = true;
    analysisOf(api, request).then(
      (analysis) => {
        if (!current) return;
        setShown({ state: 'shown', analysis });
        analysed(analysis);
      },
      (error: unknown) => current && setShown({ state: 'failed', reason: analysisFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, request]);

  return (
    <Dialog title="Analysis" onClose={onClose} className="analysis-dialog">
      {/* One live region from the start, so that its change of text is announced. */}
      <p role="status" className={shown.state === 'loading' ? undefined : 'visually-hidden'}>
        {shown.state === 'loading' ? 'Analysing your game…' : shown.state === 'shown' ? 'Analysis ready.' : ''}
      </p>
      {shown.state === 'failed' && <p role="alert">{shown.reason}</p>}
      {shown.state === 'shown' && <AnalysisView analysis={shown.analysis} />}
    </Dialog>
  );
}

function AnalysisView({ analysis }: { analysis: Analysis }) {
  const figures = [
    ['Skill', analysis.skill],
    ['Luck', analysis.luck],
    ['Your guesses', guessesFigure(analysis.result, analysis.guesses)],
    ["Solver's guesses", analysis.solverGuesses],
  ] as const;
  const certainty = certaintyText(analysis);
  return (
    <>
      <h3 className="analysis-result">{resultText(analysis.result, analysis.guesses)}</h3>
      <Figures figures={figures} className="analysis-figures" />
      <p className="analysis-note">
        {SKILL_TEXT} {guessesLostText(analysis.guessesLost)}
      </p>
      <p className="analysis-note">{LUCK_TEXT}</p>
      <p className="analysis-note">
        {analysis.hardMode ? HARD_MODE_KEPT : HARD_MODE_NOT_KEPT} {SOLVER_GUESSES_TEXT}
      </p>
      <h3>Guess by guess</h3>
      {/* Its numbers are not shown, and a list without them loses its role in some screen readers. */}
      <ol className="analysis-steps" role="list">
        {analysis.steps.map((step, index) => {
          const verdict = verdictText(step, analysis.answer);
          const last = index === analysis.steps.length - 1;
          return (
            <li className="analysis-step" key={index}>
              <p className="analysis-guess">
                <span className="visually-hidden">Guess {index + 1}: </span>
                {step.guess}
              </p>
              <p className="analysis-verdict" data-verdict={step.verdict}>
                <strong>{verdict.word}</strong>: {verdict.reason}
              </p>
              <dl className="analysis-details">
                <div>
                  <dt>Possible answers</dt>
                  <dd>
                    {formatCount(step.candidatesBefore)}
                    <span className="visually-hidden"> before,</span>
                    <span aria-hidden="true"> → </span>
                    {formatCount(step.candidatesAfter)}
                    <span className="visually-hidden"> after</span>
                  </dd>
                </div>
                <div>
                  <dt>Expected to leave</dt>
                  <dd>{formatExpected(step.expected)}</dd>
                </div>
                <div>
                  <dt>Expected guesses</dt>
                  <dd>{expectedGuessesText(step)}</dd>
                </div>
                <div>
                  <dt>Solver&apos;s guess</dt>
                  <dd>
                    {solverMoveText(step)}{' '}
                    <span className="analysis-solver-expected">({formatExpected(step.solverExpected)})</span>
                  </dd>
                </div>
              </dl>
              {step.solverLimited && <p className="analysis-limited">{SOLVER_LIMITED_TEXT}</p>}
              {last && certainty && <p className="analysis-certainty">{certainty}</p>}
            </li>
          );
        })}
      </ol>
    </>
  );
}
