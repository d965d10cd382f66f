// A numbered step of the purchase form ("Step 1", then what to do), so a shopper sees where they are.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

export function StepHeading({ id, n, children }: { id: string; n: number; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <h2 id={id} className="sf-step__title">
      <span className="sf-step__n" aria-hidden="true">
        {n}
      </span>
      <span className="visually-hidden">{t('topUp.steps.label', { n })}: </span>
      {children}
    </h2>
  );
}
