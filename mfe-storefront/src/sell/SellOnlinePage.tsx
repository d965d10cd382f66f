// /sellOnline: a seller offers in-game items or credits (POST /public/sell). A failed send keeps
// every typed value and says why; a sent offer shows its number and a way to start another.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormField,
  PageHeading,
  failureText,
  useForm,
  useStores,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSellStrings';
import { CountryPicker, PhonePrefixPicker } from './ContactPickers';
import {
  SELL_AMOUNT_MAX,
  SELL_PRICE_MAX,
  prefixRequired,
  sellRules,
  toPayload,
  type SellFormValues,
} from './sellForm';
import './sell.css';
import { head } from './sellHead';
import { sellApi } from './sellApi';

export { head };
// A form whose first render needs nothing browser-only (the country comes with the request).
export const serverRender: ServerRender = 'everyone';

const emptyValues = (country: string): SellFormValues => ({
  game: '',
  item: '',
  amount: '',
  price: '',
  email: '',
  country,
  prefix: '',
  phone: '',
});

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; detail: string }
  | { status: 'sent'; id: number; email: string };

export default function SellOnlinePage() {
  const { t } = useTranslation(NS);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  return (
    <div className="sf-sell">
      <PageHeading lead={t('sell.lead')}>{t('sell.title')}</PageHeading>
      {sent ? (
        <section className="sf-sell__done" role="status" aria-labelledby="sf-sell-done">
          <h2 id="sf-sell-done">{t('sell.doneTitle')}</h2>
          <p>{t('sell.done', { id: sent.id, email: sent.email })}</p>
          <button
            type="button"
            className="tu-button tu-button--primary"
            onClick={() => {
              setSent(null);
              setFormKey((key) => key + 1);
            }}
          >
            {t('sell.again')}
          </button>
        </section>
      ) : (
        <SellForm key={formKey} onSent={setSent} />
      )}
    </div>
  );
}

/** The store's names of the fields the form names otherwise (sellForm.ts toPayload). */
const SELL_FIELDS_SENT_AS = { askingPrice: 'price', phonePrefix: 'prefix' } as const;

function SellForm({ onSent }: { onSent: (sent: { id: number; email: string }) => void }) {
  const { t } = useTranslation(NS);
  const { api, country } = useStores();
  const [initial] = useState(() => emptyValues(country.country));
  const form = useForm<SellFormValues>(initial, sellRules);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [submitted, setSubmitted] = useState(false);
  const { setValue } = form;
  const setPrefix = useCallback((value: string) => setValue('prefix', value), [setValue]);
  const setCountry = useCallback((value: string) => setValue('country', value), [setValue]);
  const prefixIssue = submitted && prefixRequired(form.values) ? ({ key: 'required' } as const) : null;

  const submit = form.handleSubmit(
    async (values) => {
      if (prefixRequired(values)) return;
      setSend({ status: 'sending' });
      try {
        const payload = toPayload(values);
        const created = await sellApi(api.request).offer(payload);
        onSent({ id: created.id, email: payload.email });
      } catch (error) {
        const detail = failureText(error, t) ?? '';
        if (form.placeFailure(error, detail, SELL_FIELDS_SENT_AS)) setSend({ status: 'idle' });
        else setSend({ status: 'failed', detail });
      }
    },
    () => setSend({ status: 'idle' }),
  );

  return (
    <form
      className="sf-sell__form"
      aria-label={t('sell.formLabel')}
      noValidate
      onSubmit={(event) => {
        setSubmitted(true);
        submit(event);
      }}
    >
      <fieldset className="sf-sell__group">
        <legend>{t('sell.offer')}</legend>
        <FormField label={t('sell.game')} {...form.field('game')} required autoComplete="off" />
        <FormField
          label={t('sell.item')}
          {...form.field('item')}
          hint={t('sell.itemHint')}
          required
          autoComplete="off"
        />
        <div className="sf-sell__row">
          <FormField
            label={t('sell.amount')}
            {...form.field('amount')}
            hint={t('sell.amountHint', { max: SELL_AMOUNT_MAX })}
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <FormField
            label={t('sell.price')}
            {...form.field('price')}
            hint={t('sell.priceHint', { max: SELL_PRICE_MAX })}
            inputMode="decimal"
            required
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className="sf-sell__group">
        <legend>{t('sell.contact')}</legend>
        <FormField
          label={t('sell.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
        />
        <CountryPicker value={form.values.country} onValueChange={setCountry} issue={form.issues.country} />
        <div className="sf-sell__row sf-sell__row--phone">
          <PhonePrefixPicker value={form.values.prefix} onValueChange={setPrefix} issue={prefixIssue} />
          <FormField
            label={t('sell.phone')}
            {...form.field('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </div>
      </fieldset>
      {send.status === 'failed' && (
        <div className="sf-sell__error" role="alert">
          <p>{t('sell.failed')}</p>
          {send.detail && <p>{send.detail}</p>}
        </div>
      )}
      <button type="submit" className="tu-button tu-button--primary" disabled={send.status === 'sending'}>
        {send.status === 'sending' ? t('sell.sending') : t('sell.submit')}
      </button>
    </form>
  );
}
