import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  FormField,
  mail,
  mobile,
  useForm,
  useStores,
  type FieldRules,
  type PhonePrefixStore,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { requiredText, textLength } from './textRules';
import { CountryPicker } from './CountryPicker';
import { PhonePrefixPicker } from './PhonePrefixPicker';
import { SendStatus } from './SendStatus';
import { useSending } from './useSending';
import { enquiryApi } from './enquiryApi';
import { TextAreaField } from './TextAreaField';

/** store-api's partner-enquiry limits (POST /public/partner). */
export const PARTNER_NAME_MAX = 100;
export const PARTNER_COMPANY_MAX = 200;
export const PARTNER_MESSAGE_MIN = 5;
export const PARTNER_MESSAGE_MAX = 2000;

interface PartnerValues extends Record<string, string> {
  name: string;
  company: string;
  email: string;
  country: string;
  prefix: string;
  phone: string;
  message: string;
}

export const PARTNER_RULES: FieldRules<PartnerValues> = {
  name: [requiredText(), textLength(1, PARTNER_NAME_MAX)],
  company: [textLength(1, PARTNER_COMPANY_MAX)],
  email: [requiredText(), mail()],
  country: [requiredText()],
  phone: [mobile()],
  message: [requiredText(), textLength(PARTNER_MESSAGE_MIN, PARTNER_MESSAGE_MAX)],
};

/** The prefix of a country when the list has one, else the list's default. */
function prefixFor(prefixes: PhonePrefixStore, country: string): string {
  const entry = prefixes.list.find((option) => option.country === country);
  return entry?.value ?? prefixes.defaultValue;
}

const PartnerFields = observer(function PartnerFields({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(NS);
  const { api, country: countryStore, phonePrefix: phonePrefixStore } = useStores();
  const form = useForm<PartnerValues>(
    {
      name: '',
      company: '',
      email: '',
      country: countryStore.country,
      prefix: prefixFor(phonePrefixStore, countryStore.country),
      phone: '',
      message: '',
    },
    PARTNER_RULES,
  );
  const { values, setValue } = form;
  const prefixesLoaded = phonePrefixStore.list.length > 0;
  // The prefix list may arrive after the form: preselect the country's prefix then.
  useEffect(() => {
    if (prefixesLoaded && !values.prefix) setValue('prefix', prefixFor(phonePrefixStore, values.country));
  }, [phonePrefixStore, prefixesLoaded, values.prefix, values.country, setValue]);

  const { state, submit, reset } = useSending(
    (sent: PartnerValues) =>
      enquiryApi(api).partner({
        name: sent.name.trim(),
        email: sent.email.trim(),
        message: sent.message.trim(),
        country: sent.country,
        ...(sent.company.trim() ? { company: sent.company.trim() } : {}),
        ...(sent.phone ? { phone: [sent.prefix, sent.phone].filter(Boolean).join(' ') } : {}),
      }),
    form.placeFailure,
  );
  if (state.status === 'sent') {
    return (
      <>
        <SendStatus state={state} sentMessage={t('partner.sent')} />
        <button type="button" className="tu-button" onClick={onSent}>
          {t('forms.sendAnother')}
        </button>
      </>
    );
  }
  const country = form.field('country');
  return (
    <form noValidate onSubmit={form.handleSubmit((sent) => void submit(sent), reset)}>
      <FormField label={t('partner.name')} autoComplete="name" required {...form.field('name')} />
      <FormField label={t('partner.company')} autoComplete="organization" {...form.field('company')} />
      <FormField
        label={t('partner.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <CountryPicker
        label={t('partner.country')}
        {...country}
        onValueChange={(alpha2) => {
          country.onValueChange(alpha2);
          setValue('prefix', prefixFor(phonePrefixStore, alpha2));
        }}
      />
      <div className="ct-phone">
        <PhonePrefixPicker label={t('partner.prefix')} {...form.field('prefix')} />
        <FormField
          label={t('partner.phone')}
          hint={t('partner.phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...form.field('phone')}
        />
      </div>
      <TextAreaField
        label={t('partner.message')}
        hint={t('forms.lengthHint', { min: PARTNER_MESSAGE_MIN, max: PARTNER_MESSAGE_MAX })}
        rows={6}
        maxLength={PARTNER_MESSAGE_MAX}
        required
        {...form.field('message')}
      />
      <SendStatus state={state} sentMessage={t('partner.sent')} />
      <button type="submit" className="tu-button tu-button--primary" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? t('forms.sending') : t('partner.submit')}
      </button>
    </form>
  );
});

/** The partner-enquiry form; after a send, "send another" starts a fresh one. */
export function PartnerForm() {
  const { t } = useTranslation(NS);
  const [round, setRound] = useState(0);
  return (
    <section className="tu-card ct-form" aria-labelledby="ct-partner-title">
      <h2 id="ct-partner-title">{t('partner.title')}</h2>
      <p>{t('partner.lead')}</p>
      <PartnerFields key={round} onSent={() => setRound(round + 1)} />
    </section>
  );
}
