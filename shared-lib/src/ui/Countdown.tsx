// Countdown: HH:MM:SS from the shared ticker (one interval for the page, stopped when no
// countdown is active); the finish is announced to screen readers.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countdownTicker,
  formatTimeLeft,
  timeLeft,
  type CountdownTicker,
  type TimeLeft,
} from '../domain/countdown';

export interface CountdownProps {
  /** End time in ms since the epoch. */
  target: number;
  onFinish?: () => void;
  /** Accessible label; default "Time left". */
  label?: string;
  ticker?: CountdownTicker;
}

export function Countdown({ target, onFinish, label, ticker = countdownTicker }: CountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<TimeLeft>(() => timeLeft(target, Date.now()));
  // The latest onFinish, without re-subscribing to the ticker for every new callback identity.
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });

  useEffect(
    () =>
      ticker.watch(target, (next) => {
        setLeft(next);
        if (next.finished) onFinishRef.current?.();
      }),
    [target, ticker],
  );

  return (
    <span className="tu-countdown">
      <span role="timer" aria-label={label ?? t('countdown.label')} data-finished={left.finished}>
        {formatTimeLeft(left)}
      </span>
      <span className="tu-visually-hidden" role="status" aria-live="polite">
        {left.finished ? t('countdown.finished') : ''}
      </span>
    </span>
  );
}
