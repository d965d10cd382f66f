// The product popups of the route table (guide, legends, security, description), each in the shared PopupFrame.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupFrame } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

export const INFO_KINDS = ['guide', 'legends', 'security', 'description'] as const;
export type InfoKind = (typeof INFO_KINDS)[number];

const LISTS: Record<Exclude<InfoKind, 'description'>, string> = {
  guide: 'topUp.info.guideSteps',
  legends: 'topUp.info.legendItems',
  security: 'topUp.info.securityItems',
};

/** `children`: more ways to read about the product, after the popups' buttons. */
export function ProductInfo({
  description,
  note,
  children,
}: {
  description: string;
  note: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<InfoKind | null>(null);
  const close = () => setOpen(null);
  return (
    <nav className="sf-info" aria-label={t('topUp.info.label')}>
      {INFO_KINDS.map((kind) => (
        <button key={kind} type="button" className="tu-button tu-button--ghost" onClick={() => setOpen(kind)}>
          {t(`topUp.info.${kind}`)}
        </button>
      ))}
      {children}
      {open && (
        <PopupFrame id={`sf-product-${open}`} title={t(`topUp.info.${open}`)} onClose={close} closeOnOverlay>
          {open === 'description' ? (
            <div className="sf-info__text">
              <p>{description}</p>
              {note && <p>{note}</p>}
            </div>
          ) : (
            <InfoList kind={open} />
          )}
        </PopupFrame>
      )}
    </nav>
  );
}

function InfoList({ kind }: { kind: Exclude<InfoKind, 'description'> }) {
  const { t } = useTranslation(NS);
  const items = t(LISTS[kind], { returnObjects: true }) as unknown;
  const list = Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
  const Tag = kind === 'guide' ? 'ol' : 'ul';
  return (
    <Tag className="sf-info__list">
      {list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  );
}
